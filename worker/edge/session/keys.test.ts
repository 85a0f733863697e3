// Keys that can change (decision 026): SESSION_SECRET and JWT_SECRET are keyrings. A new key is added
// in front while the old one still opens the cookies and verifies the tokens it made; the seal is
// bound to the cookie's name and the deployment.
import { env } from "cloudflare:workers";
import { decode } from "hono/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../lib/jwt";
import { PAGE_HEADERS, SESSION_COOKIE, sessionCookieSet } from "../../test/browser";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { openSession, sealSession } from "./cookie";
import { seal } from "./seal";

const NEW_SESSION_KEY = `k2:${btoa("a fresh session key of 32 bytes!")}`;
const NEW_JWT_KEY = `k2:${btoa("a fresh token key, 32 bytes long")}`;
const local = { secret: env.SESSION_SECRET!, environment: env.ENVIRONMENT };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});

const memberCookie = async (keys = local) => {
  const tokens = await loginAs("김꿀벌");
  return sealSession(keys, { kind: "member", ...tokens, loginAt: now() });
};

const info = (cookie: string, overrides: Partial<Env>) =>
  call("/api/member/info", { headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS } }, overrides);

describe("SESSION_SECRET: a new key in front, the old one still opening its cookies", () => {
  it("opens a cookie of the older key after the rotation, seals renewals with the new one, and forgets it once the old key is dropped", async () => {
    const cookie = await memberCookie();
    expect(cookie.startsWith("local-only-session-1.")).toBe(true);
    const rotated = { SESSION_SECRET: `${NEW_SESSION_KEY},${env.SESSION_SECRET}` };
    expect((await info(cookie, rotated)).status).toBe(200);

    const fresh = await sealSession(
      { ...local, secret: rotated.SESSION_SECRET },
      { kind: "signup", kakaoAccessToken: "t" },
    );
    expect(fresh.startsWith("k2.")).toBe(true);

    const dropped = await info(cookie, { SESSION_SECRET: NEW_SESSION_KEY });
    expect(dropped.status).toBe(401);
    expect(sessionCookieSet(dropped)?.value).toBe(""); // not ours any more: forgotten
  });

  it("binds the seal to the cookie's name and the deployment", async () => {
    const session = { kind: "signup", kakaoAccessToken: "t" } as const;
    expect(await openSession(local, await sealSession(local, session))).toEqual(session);
    const preview = await sealSession({ ...local, environment: "preview" }, session);
    expect(await openSession(local, preview)).toBeNull();
    const otherCookie = await seal(local, "__Host-kkul-login", session);
    expect(await openSession(local, otherCookie)).toBeNull();
  });
});

describe("JWT_SECRET: tokens name their key", () => {
  it("verifies a token of the older key after the rotation, signs new ones with the new key, and refuses it once the old key is dropped", async () => {
    const tokens = await loginAs("김꿀벌");
    expect(decode(tokens.accessToken).header).toMatchObject({ alg: "HS256", kid: "local-only-jwt-1" });
    const rotated = { JWT_SECRET: `${NEW_JWT_KEY},${env.JWT_SECRET}` };
    expect((await call("/api/member/info", { headers: bearer(tokens.accessToken) }, rotated)).status).toBe(200);

    const reissued = await call(
      "/api/auth/reissue",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(tokens) },
      rotated,
    );
    const pair = (await reissued.json<{ data: { accessToken: string } }>()).data;
    expect(decode(pair.accessToken).header).toMatchObject({ kid: "k2" });

    const dropped = { JWT_SECRET: NEW_JWT_KEY };
    expect((await call("/api/member/info", { headers: bearer(tokens.accessToken) }, dropped)).status).toBe(401);
    expect((await call("/api/member/info", { headers: bearer(pair.accessToken) }, dropped)).status).toBe(200);
  });

  it("refuses a token whose key id is ours but whose signature is another key's", async () => {
    const tokens = await loginAs("김꿀벌");
    const claims = decode(tokens.accessToken).payload;
    const forged = await signToken(`local-only-jwt-1:${btoa("not the worker's key, 32 bytes!!")}`, claims);
    expect((await call("/api/member/info", { headers: bearer(forged) })).status).toBe(401);
  });
});
