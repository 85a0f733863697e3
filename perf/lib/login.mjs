// The Kakao login through the local emulator, as every measurement here makes it: an API client's
// (Kakao's provider token, then POST /api/auth/kakao-login) and a browser's (the worker's own
// authorize round trip, ending in its session cookie; decisions 021, 026). Each caller is a phone of
// its own: the worker limits logging in per client address as production does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../../scripts/local-worker.mjs";

/**
 * @typedef {{ accessToken: string, refreshToken: string, memberName: string }} ApiSession
 * @typedef {{ cookie: string, memberName: string }} BrowserSession a member's browser login
 */

/**
 * Benchmarking addresses (RFC 2544), in a header only: what Cloudflare would set for phone `n`.
 * @param {number} n
 */
export const clientAddress = (n) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * A value of wrangler.toml's [env.local.vars] (the local environment's public dummy settings).
 * @param {string} name
 */
export const localVar = (name) => {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const value = new RegExp(`^${name} = "(.+)"$`, "m").exec(toml.slice(toml.indexOf("[env.local.vars]")))?.[1];
  if (!value) throw new Error(`${name} is not in wrangler.toml's [env.local.vars]`);
  return value;
};

/**
 * Kakao's provider token for `user`: the emulator's consent (its redirect carries the code), then its
 * token endpoint with the app's client secret — as a native API client gets it. A browser never does:
 * its worker exchanges the code itself (`browserLogin`).
 * @param {string} url the worker (the emulators answer on its origin too)
 * @param {string} user the emulator's Kakao account: a member's name, or a new person's
 * @returns {Promise<string>}
 */
export const kakaoToken = async (url, user) => {
  const redirectUri = `${url}/login/kakao`;
  const clientId = localVar("KAKAO_REST_API_KEY");
  const consent = await fetch(
    `${url}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, user })}`,
    { redirect: "manual" },
  );
  const location = consent.headers.get("location");
  const code = location && new URL(location).searchParams.get("code");
  if (!code) throw new Error(`Kakao emulator consent for ${user}: ${consent.status}, no code`);
  const res = await fetch(`${url}/__dev/kakao/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: clientId,
      redirect_uri: redirectUri,
      code,
      client_secret: localVar("KAKAO_CLIENT_SECRET"),
    }),
  });
  if (!res.ok) throw new Error(`Kakao emulator token exchange: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
};

/**
 * A member's API login: Kakao's provider token → POST /api/auth/kakao-login → our bearer tokens.
 * @param {string} url
 * @param {string} user a member's name
 * @param {{ from: string }} phone its client address
 * @returns {Promise<ApiSession>}
 */
export const apiLogin = async (url, user, { from }) => {
  const res = await fetch(`${url}/api/auth/kakao-login`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await kakaoToken(url, user)}`, "CF-Connecting-IP": from },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`API login as ${user}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text).data;
};

/**
 * The browser's whole Kakao login (decisions 021, 026): GET /auth/kakao/start (the worker's state,
 * PKCE and nonce, in its login cookie) → emulator consent → POST /auth/kakao/session { code, state }
 * with that cookie (the worker redeems the code, checks the id_token, logs in) → the session cookie.
 * @param {string} url
 * @param {string} user a member's name
 * @param {{ from: string }} phone its client address
 * @returns {Promise<BrowserSession>}
 */
export const browserLogin = async (url, user, { from }) => {
  const start = await fetch(`${url}/auth/kakao/start`, { redirect: "manual" });
  const loginCookie = /** @type {string} */ (
    /** @type {string} */ (
      start.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-kkul-login="))
    ).split(";")[0]
  );
  const authorize = new URL(/** @type {string} */ (start.headers.get("location")));
  authorize.searchParams.set("user", user);
  const consent = await fetch(`${url}/__dev/kakao/oauth/authorize/consent?${authorize.searchParams}`, {
    redirect: "manual",
  });
  const back = new URL(/** @type {string} */ (consent.headers.get("location"))).searchParams;
  const res = await fetch(`${url}/auth/kakao/session`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Kkul-Request": "1",
      Origin: url,
      "CF-Connecting-IP": from,
      Cookie: loginCookie,
    },
    body: JSON.stringify({ code: back.get("code"), state: back.get("state") }),
  });
  if (!res.ok) throw new Error(`browser login as ${user}: ${res.status} ${await res.text()}`);
  const line = /** @type {string} */ (
    res.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-kkul-session="))
  );
  const { data } = await res.json();
  const cookie = /** @type {string} */ (line.slice("__Host-kkul-session=".length).split(";")[0]);
  return { cookie, memberName: data.memberName };
};
