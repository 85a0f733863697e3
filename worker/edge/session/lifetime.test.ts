// Sessions end absolutely (decision 026): 30 days after the login that started them, however often
// they were renewed. The host refuses the renewal and the session's tokens; the edge refuses the
// cookie; and the cookie's Max-Age never reaches past that day.
import { env } from "cloudflare:workers";
import { decode } from "hono/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_LIFETIME_SECONDS } from "../../contract/auth";
import { signToken } from "../../lib/jwt";
import { PAGE_HEADERS, SESSION_COOKIE, sessionCookieSet } from "../../test/browser";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { sealSession } from "./cookie";

const DAY = 24 * 60 * 60;
const keys = { secret: env.SESSION_SECRET!, environment: env.ENVIRONMENT };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});

/** Moves the session of these tokens' login `days` into the past. */
const loggedInDaysAgo = async (accessToken: string, days: number) => {
  const family = (decode(accessToken).payload as { fam: string }).fam;
  await env.DB.prepare("UPDATE sessions SET created_at = ? WHERE family_id = ?")
    .bind(now() - days * DAY, family)
    .run();
};

const reissue = (tokens: { accessToken: string; refreshToken: string }) =>
  call("/api/auth/reissue", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
  });

describe("the host: a session's tokens stop on its 31st day", () => {
  it("renews on the 29th day, refuses the renewal and the access token on the 31st", async () => {
    const tokens = await loginAs("김꿀벌");
    await loggedInDaysAgo(tokens.accessToken, 29);
    const renewed = await reissue(tokens);
    expect(renewed.status).toBe(200);
    const pair = (await renewed.json<{ data: { accessToken: string; refreshToken: string } }>()).data;
    // The renewal's refresh token lives to the session's end (1 day), not 14 more days.
    const refreshExp = (decode(pair.refreshToken).payload as { exp: number }).exp;
    expect(refreshExp).toBeLessThanOrEqual(now() + DAY + 5);

    await loggedInDaysAgo(tokens.accessToken, 31);
    expect((await call("/api/member/info", { headers: bearer(pair.accessToken) })).status).toBe(401);
    expect((await reissue(pair)).status).toBe(401);
  });
});

describe("the edge: the cookie of a login 31 days ago is over", () => {
  const sealedFor = async (daysAgo: number) => {
    const tokens = await loginAs("김꿀벌");
    return sealSession(keys, { kind: "member", ...tokens, loginAt: now() - daysAgo * DAY });
  };
  const memberInfo = (cookie: string) =>
    call("/api/member/info", { headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, ...PAGE_HEADERS } });

  it("answers 401 and clears the cookie, even with tokens the host still takes (an external host's case)", async () => {
    const res = await memberInfo(await sealedFor(31));
    expect(res.status).toBe(401);
    expect(sessionCookieSet(res)?.attributes[0]).toBe("Max-Age=0");
  });

  it("renews a 20-day-old login with a cookie that ends on the 30th day", async () => {
    const tokens = await loginAs("김꿀벌");
    const past = now() - 3600;
    const claims = decode(tokens.accessToken).payload;
    const expired = await signToken(env.JWT_SECRET!, { ...claims, iat: past - 1800, exp: past });
    const loginAt = now() - 20 * DAY;
    const cookie = await sealSession(keys, { kind: "member", ...tokens, accessToken: expired, loginAt });
    const res = await memberInfo(cookie);
    expect(res.status).toBe(200);
    const maxAge = Number(sessionCookieSet(res)?.attributes[0]?.replace("Max-Age=", ""));
    expect(maxAge).toBeGreaterThan(10 * DAY - 60);
    expect(maxAge).toBeLessThanOrEqual(loginAt + SESSION_LIFETIME_SECONDS - now());
  });
});
