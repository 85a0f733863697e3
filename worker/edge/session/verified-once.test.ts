// Decision 031: an access token's signature and a session cookie's seal are checked once per isolate for
// the exact same string, and nothing else is taken on trust: expiry is still read from the clock on
// every call, a session ended elsewhere is still refused at its next call, and a value one character
// off a checked one is checked (and refused) in full.
import { env } from "cloudflare:workers";
import { decode } from "hono/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyAccessToken } from "../../host/auth/tokens";
import { signToken } from "../../lib/jwt";
import { PAGE_HEADERS, SESSION_COOKIE, sessionCookieSet } from "../../test/browser";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { openSession, sealSession } from "./cookie";

const local = { secret: env.SESSION_SECRET!, environment: env.ENVIRONMENT };
const now = () => Math.floor(Date.now() / 1000);
const info = (token: string) => call("/api/member/info", { headers: bearer(token) });
const pageInfo = (cookie: string) =>
  call("/api/member/info", { headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS } });
/** Another isolate's logout: the session's row revoked, nothing of this isolate's memory touched. */
const revokeElsewhere = async (accessToken: string) => {
  const family = (decode(accessToken).payload as { fam: string }).fam;
  await env.DB.batch([
    env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE family_id = ?").bind(now(), family),
    env.DB.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ?").bind(now(), family),
  ]);
};
/** The same string with one character of its signature or ciphertext changed (not the last, whose low bits
 * may be base64's padding). */
const oneOff = (value: string) => {
  const at = value.length - 8;
  return `${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
};

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("an access token verified a moment ago", () => {
  it("is refused at the next call once its session is revoked elsewhere", async () => {
    const tokens = await loginAs("김꿀벌");
    expect((await info(tokens.accessToken)).status).toBe(200);
    expect((await info(tokens.accessToken)).status).toBe(200);
    await revokeElsewhere(tokens.accessToken);
    expect((await info(tokens.accessToken)).status).toBe(401);
  });

  it("is refused once its exp has passed, by the clock at that call", async () => {
    const { accessToken } = await loginAs("김꿀벌");
    const claims = decode(accessToken).payload;
    const shortLived = await signToken(env.JWT_SECRET!, { ...claims, exp: now() + 60 });
    expect((await info(shortLived)).status).toBe(200);
    expect(await verifyAccessToken(env.JWT_SECRET!, shortLived)).not.toBeNull();
    const later = Date.now() + 61_000;
    vi.spyOn(Date, "now").mockImplementation(() => later);
    expect(await verifyAccessToken(env.JWT_SECRET!, shortLived)).toBeNull();
    expect((await info(shortLived)).status).toBe(401);
  });

  it("does not vouch for a token one character off, nor for itself under a keyring without its key", async () => {
    const { accessToken } = await loginAs("김꿀벌");
    expect(await verifyAccessToken(env.JWT_SECRET!, accessToken)).not.toBeNull();
    expect(await verifyAccessToken(env.JWT_SECRET!, oneOff(accessToken))).toBeNull();
    expect((await info(oneOff(accessToken))).status).toBe(401);
    const otherRing = `k9:${btoa("another token key of 32 bytes!!!")}`;
    expect(await verifyAccessToken(otherRing, accessToken)).toBeNull();
  });
});

describe("a session cookie opened a moment ago", () => {
  it("is refused at the next call once its session is revoked elsewhere, and the cookie cleared", async () => {
    const tokens = await loginAs("김꿀벌");
    const cookie = await sealSession(local, { kind: "member", ...tokens, loginAt: now() });
    expect((await pageInfo(cookie)).status).toBe(200);
    expect((await pageInfo(cookie)).status).toBe(200);
    await revokeElsewhere(tokens.accessToken);
    const res = await pageInfo(cookie);
    expect(res.status).toBe(401);
    expect(sessionCookieSet(res)?.value).toBe("");
  });

  it("is over at its absolute end, by the clock at that call (decision 026)", async () => {
    const tokens = await loginAs("김꿀벌");
    const cookie = await sealSession(local, { kind: "member", ...tokens, loginAt: now() });
    expect((await pageInfo(cookie)).status).toBe(200);
    const later = Date.now() + 31 * 24 * 60 * 60 * 1000;
    vi.spyOn(Date, "now").mockImplementation(() => later);
    const res = await pageInfo(cookie);
    expect(res.status).toBe(401);
    expect(sessionCookieSet(res)?.value).toBe("");
  });

  it("does not vouch for a value one character off, another deployment, or a keyring without its key", async () => {
    const session = { kind: "signup", kakaoAccessToken: "t" } as const;
    const cookie = await sealSession(local, session);
    expect(await openSession(local, cookie)).toEqual(session);
    expect(await openSession(local, oneOff(cookie))).toBeNull();
    expect(await openSession({ ...local, environment: "preview" }, cookie)).toBeNull();
    expect(
      await openSession({ ...local, secret: `k9:${btoa("another session key of 32 bytes!")}` }, cookie),
    ).toBeNull();
  });

  it("hands out what it opened without letting a caller change it for the next call", async () => {
    const cookie = await sealSession(local, { kind: "signup", kakaoAccessToken: "t" });
    const opened = await openSession(local, cookie);
    expect(() => {
      (opened as { kakaoAccessToken: string }).kakaoAccessToken = "changed";
    }).toThrow();
    expect(await openSession(local, cookie)).toEqual({ kind: "signup", kakaoAccessToken: "t" });
  });
});
