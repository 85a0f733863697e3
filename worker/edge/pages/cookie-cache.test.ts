// Caching never carries a cookie (decision 038): a drawn page that falls back to the anyone-view after
// the member's read failed goes out with the cleared (or renewed) session cookie, and then it is
// `private, no-store` — never the anyone-view's public max-age, which a shared cache would keep and
// hand to the next reader together with someone's Set-Cookie.
import { beforeAll, describe, expect, it } from "vitest";
import { kstDay } from "../../contract/jar";
import { kakaoIdForNickname } from "../../dev/test-users";
import { browserLogin, SESSION_COOKIE, sessionCookieSet } from "../../test/browser";
import { built } from "../../test/built-client";
import { deliveredPraise } from "../../test/client";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";

let jarId: string;
let praiseUuid: string;

beforeAll(async () => {
  await registerMember("쿠키만듦", kakaoIdForNickname("쿠키만듦"));
  const { accessToken } = await loginAs("쿠키만듦");
  const res = await call("/api/jar", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(accessToken) },
    body: JSON.stringify({ recipientName: "이달콤", occasion: "FAREWELL", opensOn: kstDay(Date.now() + 86_400_000) }),
  });
  jarId = (await res.json<{ data: { jarId: string } }>()).data.jarId;
  const praise = {
    kakaoId: kakaoIdForNickname("쿠키보냄"),
    groupName: "쿠키팀",
    receiverName: "이달콤",
    content: "고마워요",
  };
  praiseUuid = (await deliveredPraise("쿠키보냄", praise)).uuid;
});

/** A browser's session whose session was ended elsewhere (another device's 로그아웃): its next page clears it. */
const endedSession = async (nickname: string) => {
  await registerMember(nickname, kakaoIdForNickname(nickname));
  const { cookie } = await browserLogin(nickname);
  const out = await call("/api/auth/kakao-logout", {
    method: "POST",
    headers: { Cookie: `${SESSION_COOKIE}=${cookie}`, "X-Kkul-Request": "1", Origin: "http://app.test" },
  });
  expect(out.status).toBe(200);
  return cookie;
};

describe("a drawn page that sets a cookie", { timeout: 30_000 }, () => {
  it.each([
    ["a shared jar's page", () => `/jar/${jarId}`],
    ["a praise's landing", () => `/compliment/${praiseUuid}`],
  ])("is never cached when it is %s drawn for anyone after the member's read failed", async (_, path) => {
    const cookie = await endedSession(`쿠키${crypto.randomUUID().slice(0, 4)}`);
    const res = await call(path(), { headers: { Cookie: `${SESSION_COOKIE}=${cookie}` } }, built);
    expect(res.status).toBe(200);
    expect(sessionCookieSet(res)).toMatchObject({ value: "" }); // the ended session's cookie, cleared
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    // The same page for a reader without a cookie is still the shared one.
    const anyone = await call(path(), undefined, built);
    expect(anyone.headers.get("Set-Cookie")).toBeNull();
    expect(anyone.headers.get("Cache-Control")).toMatch(/max-age/);
  });
});
