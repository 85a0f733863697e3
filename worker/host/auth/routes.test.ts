import { env } from "cloudflare:workers";
import { decode, sign } from "hono/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { seal } from "../../dev/signed";
import { signToken } from "../../lib/jwt";
import { ANOTHER_APPS_TOKEN } from "../../lib/kakao-user";
import { bearer, call, kakaoTokenFor, loginAs, postJson, registerMember } from "../../test/host-app";

const reissue = (body: unknown) => postJson("/api/auth/reissue", body);
const refreshRows = () =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM refresh_tokens")
    .first<{ n: number }>()
    .then((r) => r!.n);

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});

describe("POST /api/auth/kakao-login", () => {
  it("logs a registered Kakao user in: our own tokens and the member's name", async () => {
    const kakaoToken = await kakaoTokenFor("김꿀벌");
    const res = await call("/api/auth/kakao-login", { method: "POST", headers: bearer(kakaoToken) });
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { accessToken: string; refreshToken: string; memberName: string } }>();
    expect(data.memberName).toBe("김꿀벌");
    expect(decode(data.accessToken).payload).toMatchObject({ typ: "access" });
    // Only a hash of the refresh token is stored.
    const stored = await env.DB.prepare("SELECT token_hash FROM refresh_tokens").all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(data.refreshToken);
  });

  it("answers 404 for a Kakao user who has not signed up, so the client goes to /signup/agree", async () => {
    const kakaoToken = await kakaoTokenFor("박새내기");
    const res = await call("/api/auth/kakao-login", { method: "POST", headers: bearer(kakaoToken) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: "가입되지 않은 회원이에요. 회원가입을 진행해주세요." });
  });

  it("refuses a Kakao token issued to another app, though it names a member (Kakao's token info, decision 041)", async () => {
    const theirs = await seal(env, "token", { uid: "1001", nick: "김꿀벌", app: "7654321" }, 600);
    const res = await call("/api/auth/kakao-login", { method: "POST", headers: bearer(theirs) });
    expect(await res.json()).toEqual({ status: 401, message: ANOTHER_APPS_TOKEN });
    const ours = await seal(env, "token", { uid: "1001", nick: "김꿀벌", app: env.KAKAO_APP_ID }, 600);
    expect((await call("/api/auth/kakao-login", { method: "POST", headers: bearer(ours) })).status).toBe(200);
  });

  it("answers 401 without a provider token or with one Kakao does not know", async () => {
    expect((await call("/api/auth/kakao-login", { method: "POST" })).status).toBe(401);
    expect((await call("/api/auth/kakao-login", { method: "POST", headers: bearer("made-up") })).status).toBe(401);
  });
});

describe("POST /api/auth/reissue", () => {
  it("rotates: new pair works, the member's calls work with the new access token", async () => {
    const first = await loginAs("김꿀벌");
    const res = await reissue({ accessToken: first.accessToken, refreshToken: first.refreshToken });
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: { accessToken: string; refreshToken: string } }>();
    expect(data.refreshToken).not.toBe(first.refreshToken);

    const again = await reissue(data);
    expect(again.status).toBe(200);
  });

  it("accepts an expired access token (that is the point of reissue) but not a forged one", async () => {
    const first = await loginAs("김꿀벌");
    const claims = decode(first.accessToken).payload as Record<string, unknown>;
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signToken(env.JWT_SECRET!, { ...claims, iat: past - 1800, exp: past });
    const forged = await sign({ ...claims }, "someone-elses-secret-value", "HS256");

    expect((await reissue({ accessToken: forged, refreshToken: first.refreshToken })).status).toBe(401);
    expect((await reissue({ accessToken: expired, refreshToken: first.refreshToken })).status).toBe(200);
  });

  it("detects reuse: presenting a rotated refresh token revokes the whole family", async () => {
    const first = await loginAs("김꿀벌");
    const rotated = (await (await reissue(first)).json<{ data: { accessToken: string; refreshToken: string } }>()).data;

    const replay = await reissue({ accessToken: first.accessToken, refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ status: 401, message: "로그인이 만료되었어요. 다시 로그인해주세요." });

    // The thief's replay also ends the legitimate holder's newer token.
    expect((await reissue(rotated)).status).toBe(401);
  });

  it("does not mix members: another member's access token with my refresh token is refused", async () => {
    await registerMember("이달콤", "1002");
    const mine = await loginAs("김꿀벌");
    const theirs = await loginAs("이달콤");
    expect((await reissue({ accessToken: theirs.accessToken, refreshToken: mine.refreshToken })).status).toBe(401);
  });

  it.each([
    [{}, "accessToken 값이 필요해요."],
    [{ accessToken: "a" }, "refreshToken 값이 필요해요."],
    [{ accessToken: "", refreshToken: "r" }, "accessToken 값이 필요해요."],
    [{ accessToken: 1, refreshToken: "r" }, "accessToken 값이 필요해요."],
  ])("answers 400 for %j and writes nothing", async (body, message) => {
    const before = await refreshRows();
    const res = await reissue(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message });
    expect(await refreshRows()).toBe(before);
  });
});

describe("POST /api/auth/kakao-logout", () => {
  it("ends the session: its refresh token no longer reissues, other sessions live on", async () => {
    const phone = await loginAs("김꿀벌");
    const laptop = await loginAs("김꿀벌");
    const res = await call("/api/auth/kakao-logout", { method: "POST", headers: bearer(phone.accessToken) });
    expect(res.status).toBe(200);
    expect((await reissue(phone)).status).toBe(401);
    expect((await reissue(laptop)).status).toBe(200);
  });

  it("needs a valid access token", async () => {
    expect((await call("/api/auth/kakao-logout", { method: "POST" })).status).toBe(401);
    expect((await call("/api/auth/kakao-logout", { method: "POST", headers: bearer("nope") })).status).toBe(401);
  });
});
