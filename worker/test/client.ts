// Test helpers for one app under test (the whole worker, helpers.ts, or the praise host on the
// production stack, host-app.ts): call it as a client would, and walk the real OAuth flow through the
// in-worker Kakao emulator.
import { env } from "cloudflare:workers";
import type { Hono } from "hono";
import type { AppEnv } from "../lib/types";

export const ORIGIN = "http://app.test";
export const REDIRECT_URI = `${ORIGIN}/login/kakao`;

// The local environment limits the auth calls per client address as production does
// (worker/edge/rate-limit.ts), and these tests play every member and every attacker from one
// isolate, with no socket for an address to come from. So each request is a client of its own, with
// the CF-Connecting-IP Cloudflare would set (in IPv6's documentation prefix 3fff::/20, new each run,
// each in a /64 of its own, as the edge counts an IPv6 client by its /64: decision 037), unless the
// test names one: rate-limit.test.ts does, to be one client calling again and again.
const run = ((Math.random() * 0x1000) | 0).toString(16); // 3fff:0–3fff:fff, inside 3fff::/20
let clients = 0;
const withClientAddress = (init: RequestInit = {}): RequestInit => {
  const headers = new Headers(init.headers);
  const n = ++clients;
  if (!headers.has("CF-Connecting-IP"))
    headers.set("CF-Connecting-IP", `3fff:${run}:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`);
  return { ...init, headers };
};

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const registerMember = async (name: string, kakaoId: string) => {
  const member = await env.DB.prepare(
    "INSERT INTO members (name, email, image_url) VALUES (?, ?, '/images/profile/profile-1.svg') RETURNING id",
  )
    .bind(name, `${kakaoId}@example.com`)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO social_links (provider, provider_user_id, member_id) VALUES ('kakao', ?, ?)").bind(
      kakaoId,
      member!.id,
    ),
    env.DB.prepare(
      "INSERT INTO consents (member_id, service_term, personal_info, email_marketing) VALUES (?, 1, 1, 0)",
    ).bind(member!.id),
  ]);
  return member!.id;
};

/**
 * A praise from `senderName` (a new member with the emulator's Kakao id for that name, so a browser
 * login as them works) out of a group of theirs, delivered (DIRECT) to `receiverName` with `content`.
 */
export const deliveredPraise = async (
  senderName: string,
  {
    kakaoId,
    groupName,
    receiverName,
    content,
  }: { kakaoId: string; groupName: string; receiverName: string; content: string },
) => {
  const senderId = await registerMember(senderName, kakaoId);
  const group = await env.DB.prepare("INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) RETURNING id")
    .bind(senderId, groupName)
    .first<{ id: number }>();
  const uuid = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status)
     VALUES (?, ?, ?, ?, ?, 1, 0, 'DIRECT')`,
  )
    .bind(uuid, senderId, group!.id, receiverName, content)
    .run();
  return { senderId, uuid };
};

export type Tokens = { accessToken: string; refreshToken: string; memberName: string };

/** A client of `app`: it needs /auth (the token exchange), /api and /__dev (the emulators) mounted. */
export const testClient = (app: Hono<AppEnv>) => {
  const call = (path: string, init?: RequestInit, overrides: Partial<Env> = {}) =>
    app.request(`${ORIGIN}${path}`, withClientAddress(init), { ...env, ...overrides });

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  /** Consents on the emulator's authorize page as `nickname`; returns the code from the redirect. */
  const authorizeAs = async (nickname: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({
      client_id: env.KAKAO_REST_API_KEY,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      state: "s-1",
      user: nickname,
      ...extra,
    });
    const res = await call(`/__dev/kakao/oauth/authorize/consent?${query}`);
    const location = new URL(res.headers.get("Location") ?? "");
    return { code: location.searchParams.get("code") ?? "", state: location.searchParams.get("state"), location };
  };

  /**
   * The provider leg as a native API client walks it: authorize → code → Kakao's token endpoint (the
   * emulator) → the provider access token, which the host's login takes as a bearer token.
   */
  const kakaoTokenFor = async (nickname: string) => {
    const { code } = await authorizeAs(nickname);
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      client_id: env.KAKAO_REST_API_KEY,
      redirect_uri: REDIRECT_URI,
      code,
      client_secret: env.KAKAO_CLIENT_SECRET ?? "",
    });
    const res = await call("/__dev/kakao/oauth/token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const body = await res.json<{ access_token: string }>();
    return body.access_token;
  };

  const loginAs = async (nickname: string): Promise<Tokens> => {
    const kakaoToken = await kakaoTokenFor(nickname);
    const res = await call("/api/auth/kakao-login", { method: "POST", headers: bearer(kakaoToken) });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return (await res.json<{ data: Tokens }>()).data;
  };

  return { call, postJson, authorizeAs, kakaoTokenFor, loginAs };
};
