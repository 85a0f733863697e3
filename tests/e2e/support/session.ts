// Logging in over real HTTP through the Kakao emulator, as the client's callback page does.
import { readFileSync } from "node:fs";
import { decode } from "hono/jwt";
import { signToken } from "../../../worker/lib/jwt";

/**
 * The local worker limits logging in per client address as production does (worker/edge/rate-limit.ts).
 * Every API login here comes from this one machine, so each person logs in from their own phone:
 * the CF-Connecting-IP Cloudflare would set for it (a benchmarking address, only in a header). The
 * browser's own logins keep the real socket address, 127.0.0.1.
 */
const phoneOf = (nickname: string) => {
  // 32,000 phones (198.18.128.1 – 198.18.255.250): two files' people rarely share one's budget.
  const h = [...nickname].reduce((hash, ch) => (hash * 31 + ch.codePointAt(0)!) % 1_000_003, 7);
  return `198.18.${128 + (h % 128)}.${(Math.floor(h / 128) % 250) + 1}`;
};

/**
 * The phone `who` (a nickname, an e-mail address) calls from. A test's own calls to a limited route
 * go out as that phone, so they do not spend the quota of 127.0.0.1, which the browser's sign-ups
 * and mails share across every browser file of the run.
 */
export const phoneHeaders = (who: string) => ({ "CF-Connecting-IP": phoneOf(who) });

/**
 * Kakao's leg of a login as `nickname`, as a native API client walks it: emulator consent → Kakao's
 * token endpoint (the emulator, with the app's client secret) → the provider token. The browser's
 * login never sees that token: the worker exchanges the code itself (decision 021).
 */
export const kakaoTokenOf = async (baseURL: string, nickname: string) => {
  const redirectUri = `${baseURL}/login/kakao`;
  const consent = await fetch(
    `${baseURL}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({
      client_id: "local-rest-api-key",
      redirect_uri: redirectUri,
      user: nickname,
      state: "e2e",
    })}`,
    { redirect: "manual" },
  );
  const code = new URL(consent.headers.get("location")!).searchParams.get("code") ?? "";
  const exchange = await fetch(`${baseURL}/__dev/kakao/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: "local-rest-api-key",
      redirect_uri: redirectUri,
      code,
      client_secret: localVar("KAKAO_CLIENT_SECRET"),
    }),
  });
  return ((await exchange.json()) as { access_token: string }).access_token;
};

export const login = async (baseURL: string, nickname: string) => {
  const kakaoToken = await kakaoTokenOf(baseURL, nickname);
  const res = await fetch(`${baseURL}/api/auth/kakao-login`, {
    method: "POST",
    headers: { Authorization: `Bearer ${kakaoToken}`, ...phoneHeaders(nickname) },
  });
  if (!res.ok) throw new Error(`login as ${nickname}: ${res.status}`);
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string; memberName: string } }).data;
};

/** A value of the local environment (its secrets are dummies valid only there), read from wrangler.toml. */
export const localVar = (name: string) => {
  const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
  const value = new RegExp(`^${name} = "(.+)"$`, "m").exec(toml.slice(toml.indexOf("[env.local.vars]")))?.[1];
  if (!value) throw new Error(`${name} is not in wrangler.toml's [env.local.vars]`);
  return value;
};
const localJwtSecret = () => localVar("JWT_SECRET");

/** What the local worker seals its cookies with (decision 026): SESSION_SECRET and the environment. */
export const localSealKeys = () => ({ secret: localVar("SESSION_SECRET"), environment: localVar("ENVIRONMENT") });

/** The same access token, as it will look after its 30 minutes are up. */
export const expire = async (accessToken: string) => {
  const claims = decode(accessToken).payload;
  const past = Math.floor(Date.now() / 1000) - 60;
  return signToken(localJwtSecret(), { ...claims, iat: past - 1800, exp: past });
};

/** A Storage for running the browser's api client under Node. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
