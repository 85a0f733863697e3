// 회원 탈퇴 and 내 꿀 내려받기 (decision 020) in Chromium, with two members of this file's own:
// A sends B a praise that B keeps, and keeps one from B. A takes their praise out as a CSV in an
// ordinary browser and as JSON inside KakaoTalk (shown, not a download the WebView would refuse),
// then leaves from my page; B's jar still holds A's praise from '탈퇴한 회원', A's old session is
// refused, and the same Kakao account logging in starts sign-up afresh.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, type SessionTokens, screenshot } from "./support/browser";
import { countDownloads, inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { motionDone } from "./support/settle";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const A_NICK = `leave-a-${run}`;
const [A_NAME, B_NAME] = [`떠남${run}`.slice(0, 8), `남음${run}`.slice(0, 8)];
const SENT_BY_A = `떠나는 사람이 남긴 칭찬 (${run})`;
const KEPT_BY_A = `남는 사람이 보낸 칭찬 (${run})`;
let browser: Browser;
let a: SessionTokens;
let b: SessionTokens;
let sentUuid = "";

beforeAll(async () => {
  [browser, a, b] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, A_NICK, A_NAME),
    signUp(baseURL, `leave-b-${run}`, B_NAME),
  ]);
  const [aGroup, bGroup] = await Promise.all([
    callApi(baseURL, "/api/group", a.accessToken, { groupName: "떠나는 팀" }),
    callApi(baseURL, "/api/group", b.accessToken, { groupName: "남는 팀" }),
  ]);
  const send = async (from: SessionTokens, groupId: number, to: string, content: string) => {
    const { uuid } = await callApi(baseURL, "/api/send-praise", from.accessToken, {
      content,
      projectStatus: false,
      receiverName: to,
      groupId,
      honeyStampId: 5,
    });
    expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
    return uuid;
  };
  sentUuid = await send(a, aGroup.groupId, B_NAME, SENT_BY_A);
  await callApi(baseURL, "/api/receive-praise", b.accessToken, { praiseUuid: sentUuid, groupId: bGroup.groupId });
  const keptUuid = await send(b, bGroup.groupId, A_NAME, KEPT_BY_A);
  await callApi(baseURL, "/api/receive-praise", a.accessToken, { praiseUuid: keptUuid, groupId: aGroup.groupId });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const openMyPage = async (page: Page, link: string) => {
  await page.goto("/profile");
  await page.getByRole("link", { name: link }).click();
};

describe("내 꿀 내려받기", () => {
  it("downloads every praise received and sent as a CSV with a Korean name, from my page", async () => {
    const { page, errors } = await openLoggedInPage(browser, baseURL, a);
    await openMyPage(page, "내 꿀 내려받기");
    await page.waitForURL(`${baseURL}/setting/export`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "엑셀용 파일(CSV)로 받기" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^내 꿀 \d{4}-\d{2}-\d{2}\.csv$/);
    const path = `${process.cwd()}/test-results/export-${run}.csv`;
    await download.saveAs(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.split("\r\n")[0]).toBe("구분,그룹,꿀도장,날짜,보낸 사람,받는 사람,내용,꿀 답장,전달");
    expect(text).toContain(`보낸 꿀,떠나는 팀,`);
    expect(text).toContain(SENT_BY_A);
    expect(text).toContain(`받은 꿀,떠나는 팀,`);
    expect(text).toContain(KEPT_BY_A);
    await screenshot(page, "export-390x844");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("inside KakaoTalk shows the JSON file to send on or copy, and starts no download", async () => {
    const android = KAKAOTALK_AGENTS.find((agent) => agent.tag === "kakao-android")!;
    const { page, errors } = await openLoggedInPage(browser, baseURL, a, inAppContextOptions(android));
    const downloads = countDownloads(page);
    await page.goto("/setting/export");
    await page.getByRole("button", { name: "데이터 파일(JSON)로 받기" }).click();
    const viewer = page.getByRole("dialog", { name: /^내 꿀 \d{4}-\d{2}-\d{2}\.json$/ });
    await viewer.waitFor();
    const shown = JSON.parse((await viewer.getByLabel("파일 내용").textContent()) ?? "");
    expect(shown.praise).toContainEqual(expect.objectContaining({ direction: "sent", content: SENT_BY_A }));
    expect(shown.praise).toContainEqual(expect.objectContaining({ direction: "received", content: KEPT_BY_A }));
    expect(await viewer.getByRole("button", { name: "내용 복사하기" }).isVisible()).toBe(true);
    await motionDone(page);
    await screenshot(page, "export-kakaotalk-viewer");
    expect(downloads).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("회원 탈퇴", () => {
  it("says what goes and what stays, asks once more, and leaves; what B kept stays, from '탈퇴한 회원'", async () => {
    const { page, errors } = await openLoggedInPage(browser, baseURL, a, { viewport: PHONE });
    await openMyPage(page, "회원 탈퇴");
    await page.waitForURL(`${baseURL}/setting/leave`);
    await page.getByRole("region", { name: "지워지는 것" }).waitFor();
    expect(await page.getByRole("region", { name: "남는 것" }).textContent()).toContain("탈퇴한 회원");
    await screenshot(page, "leave-390x844");
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    const confirm = page.getByRole("dialog", { name: "정말 탈퇴할까요?" });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("되돌릴 수 없어요");
    // Cancel first: nothing happens.
    await confirm.getByRole("button", { name: "취소" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    await confirm.getByRole("button", { name: "탈퇴" }).click();
    await page.getByText("탈퇴가 완료되었어요.").waitFor();
    // The session is over at the edge too: the cookie is gone, and so is the member's name.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__Host-kkul-session");
    expect(await page.evaluate(() => localStorage.getItem("userName"))).toBeNull();
    await page.getByRole("button", { name: "처음으로" }).click();
    await page.waitForURL(`${baseURL}/login`);
    expect(errors).toEqual([]);
    await page.context().close();

    // The old session is over at once.
    const res = await fetch(`${baseURL}/api/member/info`, { headers: { Authorization: `Bearer ${a.accessToken}` } });
    expect(res.status).toBe(401);
    // B's jar keeps A's praise, from '탈퇴한 회원'.
    const kept = await callApi(baseURL, `/api/receive-praise?uuid=${sentUuid}`, b.accessToken);
    expect(kept).toMatchObject({ senderName: "탈퇴한 회원", content: SENT_BY_A });
  });

  it("the same Kakao account logging in again starts sign-up afresh", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "ko-KR", baseURL });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("link", { name: "카카오로 시작하기" }).click();
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    await page.getByLabel("직접 입력").fill(A_NICK);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
    await page.waitForURL(`${baseURL}/signup/agree`);
    await page.context().close();
  });
});
