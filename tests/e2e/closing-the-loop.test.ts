// Closing the loop (docs/closing-the-loop.md) in Chromium with two brand-new members (so a month's
// recap holds only what this file seeds): A sends a praise and stays on the complete page while B keeps it (the receipt appears) and
// answers it with a honey reaction (it reaches A there, on the sent list and as '새 답장' on home until
// A opens the group); then both recaps add up with the praise seeded for them, save as an image and
// share through KakaoTalk's stand-in with the recap's own template.

import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seoulMonthOf, shiftMonth } from "../../worker/contract/recap";
import {
  launchBrowser,
  openLoggedInPage,
  PHONE,
  type SessionTokens,
  SMALL_PHONE,
  settledScreenshot as screenshot,
  tabInTurn,
} from "./support/browser";
import { sendPraiseInBrowser } from "./support/journeys";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const suffix = String(Date.now()).slice(-6);
const A_NAME = `보냄${suffix.slice(-4)}`;
const B_NAME = `받음${suffix.slice(-4)}`;
const TEAM = `팀-${suffix}`;
const CLUB = `동아리-${suffix}`;
const B_JAR = `단지-${suffix}`;
const LETTER = `회의록 정리해줘서 고마워요 (${suffix})`;

let browser: Browser;
let a: SessionTokens;
let b: SessionTokens;
let aTeam = 0;
let aClub = 0;
let bJar = 0;
let firstUuid = "";
/** One tab of A's phone and one of B's, which the tests take in turn (each starts with a load of its own). */
let aTab: ReturnType<typeof tabInTurn>;
let bTab: ReturnType<typeof tabInTurn>;

const call = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

/** Every /api call the page makes, as "METHOD /path". */
const apiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
};

const newGroup = async (token: string, groupName: string) =>
  (await call<{ groupId: number }>("POST", "/api/group", token, { groupName })).groupId;

/** Sent and delivered through the share stand-in; answers the uuid. */
const delivered = async (
  token: string,
  groupId: number,
  receiverName: string,
  honeyStampId: number,
  content: string,
) => {
  const { uuid } = await call<{ uuid: string }>("POST", "/api/send-praise", token, {
    content,
    projectStatus: false,
    receiverName,
    groupId,
    honeyStampId,
  });
  expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
  return uuid;
};

beforeAll(async () => {
  [browser, a, b] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `loop-a-${suffix}`, A_NAME),
    signUp(baseURL, `loop-b-${suffix}`, B_NAME),
  ]);
  [aClub, bJar] = await Promise.all([newGroup(a.accessToken, CLUB), newGroup(b.accessToken, B_JAR)]);
  // A's phone saves files (the recap's image is a download there).
  const phoneOf = async (who: SessionTokens, options: BrowserContextOptions) => {
    const { page } = await openLoggedInPage(browser, baseURL, who, options);
    return page.context();
  };
  const [aPhone, bPhone] = await Promise.all([phoneOf(a, { acceptDownloads: true }), phoneOf(b, {})]);
  [aTab, bTab] = [tabInTurn(aPhone), tabInTurn(bPhone)];
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("the sender learns the praise was kept and answered", () => {
  it("A waits on the complete page: B keeps it (receipt) and answers 고마워요 (reaction), both reach A there", async () => {
    const sender = await aTab();
    await sendPraiseInBrowser(sender.page, baseURL, {
      receiver: B_NAME,
      newGroup: TEAM,
      stamp: "센스 만점",
      letter: LETTER,
    });
    await sender.page.getByRole("heading", { name: `${B_NAME}님에게 꿀을 전달했어요!` }).waitFor();
    expect(await sender.page.getByTestId("kept-receipt").count()).toBe(0);

    const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as {
      templateArgs: Record<string, string>;
    }[];
    firstUuid = shares.find((s) => s.templateArgs.content === LETTER)!.templateArgs.id!;
    const home = await call<{ groupMembersPraiseCountInfos: { groupId: number; groupName: string }[] }>(
      "GET",
      "/api/group",
      a.accessToken,
    );
    aTeam = home.groupMembersPraiseCountInfos.find((g) => g.groupName === TEAM)!.groupId;

    // B keeps it while A is still on the page: the check (every 5 s; this run's shorter interval,
    // support/worker-vars.ts) brings the receipt.
    await call("POST", "/api/receive-praise", b.accessToken, { praiseUuid: firstUuid, groupId: bJar });
    const receipt = sender.page.getByTestId("kept-receipt");
    await receipt.waitFor({ timeout: 15_000 });
    expect(await receipt.textContent()).toContain(`${B_NAME}님이 꿀단지에 담았어요`);
    await screenshot(sender.page, "loop-1-complete-kept-390x844");

    // B answers in the browser, from the praise's detail in the jar it was kept in.
    const receiver = await bTab();
    await receiver.page.goto(`/group/${bJar}`);
    await receiver.page.getByTestId("praise-item").first().click();
    const dialog = receiver.page.getByRole("dialog", { name: "받은 꿀" });
    const picker = dialog.getByRole("group", { name: `${A_NAME}님에게 꿀로 답하기` });
    await picker.waitFor();
    await picker.getByText("고마워요").click();
    await expect.poll(() => picker.getByRole("radio", { name: "고마워요" }).isChecked()).toBe(true);
    await picker.getByText("답장을 보냈어요. 다른 말로 바꿀 수도 있어요.").waitFor();
    // The words show the pick at once; the answer is the server's once the picker is no longer busy.
    await expect.poll(() => picker.getAttribute("aria-busy")).toBeNull();
    await screenshot(receiver.page, "loop-2-receiver-reacts-390x844");
    await receiver.page.setViewportSize(SMALL_PHONE);
    await screenshot(receiver.page, "loop-2-receiver-reacts-320x640");
    expect(receiver.errors).toEqual([]);

    const mark = sender.page.getByTestId("reaction-mark");
    await mark.waitFor({ timeout: 15_000 });
    expect(await mark.textContent()).toBe(`${B_NAME}님이 ‘고마워요’ 꿀로 답했어요`);
    await screenshot(sender.page, "loop-3-complete-reacted-390x844");
    expect(sender.errors).toEqual([]);
  }, 90_000);

  it("A's home marks the group '새 답장' until A opens it; the sent list shows the receipt and the reaction", async () => {
    const { page, errors } = await aTab();
    await page.goto("/");
    // TEAM is A's second jar (CLUB was made first): the card after the first one.
    await page.getByRole("heading", { name: `${CLUB} 그룹` }).waitFor();
    expect(await page.getByTestId("new-reaction-mark").count()).toBe(0);
    await page.getByRole("button", { name: "다음 그룹" }).click();
    await page.getByRole("heading", { name: `${TEAM} 그룹` }).waitFor();
    const sentTile = page.getByRole("link", { name: /보낸 꿀.*새 답장/ });
    await sentTile.waitFor();
    await screenshot(page, "loop-4-home-new-reaction-390x844");
    const calls = apiCalls(page);
    await sentTile.click();
    await page.waitForURL(`${baseURL}/group/${aTeam}?tab=send`);
    // The reaction is new: opening the group marks it seen, once.
    await expect.poll(() => calls.filter((call) => call === "PATCH /api/group/reactions-seen").length).toBe(1);
    const item = page.getByTestId("praise-item").first();
    await item.getByTestId("reaction-mark").waitFor();
    expect(await item.getByTestId("kept-receipt").textContent()).toContain(`${B_NAME}님이 꿀단지에 담았어요`);
    expect(await item.getByTestId("reaction-mark").textContent()).toContain("‘고마워요’");
    await screenshot(page, "loop-5-sent-list-390x844");
    await page.setViewportSize(SMALL_PHONE);
    // On a 320 px phone the receipt's date may wrap, but it stays beside the jar icon, with its sentence.
    const receipt = item.getByTestId("kept-receipt");
    const iconRight = await receipt.locator("svg").evaluate((el) => el.getBoundingClientRect().right);
    const dateLeft = await receipt.locator("time").evaluate((el) => el.getBoundingClientRect().left);
    expect(dateLeft).toBeGreaterThan(iconRight);
    await screenshot(page, "loop-5-sent-list-320x640");
    await page.setViewportSize(PHONE);
    await item.click();
    const dialog = page.getByRole("dialog", { name: "보낸 꿀" });
    await dialog.getByTestId("reaction-mark").waitFor();
    await screenshot(page, "loop-6-sent-detail-390x844");
    await dialog.getByRole("button", { name: "닫기" }).first().click();

    // Opened: the mark is gone from home.
    await page.goto("/");
    await page
      .getByRole("link", { name: /보낸 꿀/ })
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId("new-reaction-mark").count()).toBe(0);

    // Opening the group now (a document load): three GETs — the group with its counts, its stamp
    // cards, the open tab's list — each once, and no PATCH, since nothing is new.
    calls.length = 0;
    await page.goto(`/group/${aTeam}?tab=send`);
    await page.getByTestId("praise-item").first().waitFor();
    await page.waitForLoadState("networkidle");
    // (Home's shared-jar list, asked once home is live, may still answer as the group opens: home's.)
    const groupCalls = calls.filter((call) => call !== "GET /api/jar").sort();
    expect(groupCalls).toEqual(["GET /api/group/info", "GET /api/send-praise/group", "GET /api/stamp/received"]);
    // Both tabs' counts without the other tab's list.
    expect(await page.getByRole("tab", { name: /^받은 꿀 \(\d+\)$/ }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("the monthly recap adds up", () => {
  it("A's and B's /recap count exactly this file's praise; A's saves as an image and shares with its own template", async () => {
    // This month, besides the praise above (A→B, 센스 만점, from TEAM, kept by B):
    const second = await delivered(a.accessToken, aClub, B_NAME, 5, `두 번째 칭찬 (${suffix})`);
    await call("POST", "/api/receive-praise", b.accessToken, { praiseUuid: second, groupId: bJar });
    await delivered(a.accessToken, aClub, "박철수", 5, `멤버 아닌 분께 (${suffix})`);
    const back = await delivered(b.accessToken, bJar, A_NAME, 7, `B가 A에게 (${suffix})`);
    await call("POST", "/api/receive-praise", a.accessToken, { praiseUuid: back, groupId: aClub });
    // Not counted: sent but never delivered.
    await call("POST", "/api/send-praise", a.accessToken, {
      content: "안 보낸 칭찬",
      projectStatus: false,
      receiverName: B_NAME,
      groupId: aTeam,
      honeyStampId: 1,
    });

    const recapA = await call<Record<string, unknown>>("GET", "/api/recap", a.accessToken);
    expect(recapA).toMatchObject({
      current: true,
      received: 1,
      sent: 3,
      previous: { received: 0, sent: 0 },
      topStamps: [
        { stampName: "협업의 신", count: 2 },
        { stampName: "센스 만점", count: 1 },
        { stampName: "불타는 열정왕", count: 1 },
      ],
      topJar: { groupId: aClub, groupName: CLUB, count: 3 },
      first: { direction: "sent", name: B_NAME, content: LETTER },
      latest: { direction: "received", name: B_NAME, content: `B가 A에게 (${suffix})` },
    });
    expect(await call("GET", "/api/recap", b.accessToken)).toMatchObject({
      received: 2,
      sent: 1,
      topJar: { groupId: bJar, groupName: B_JAR, count: 3 },
      first: { direction: "received", name: A_NAME, content: LETTER },
    });

    // A reaches it from the side menu.
    const { page, errors } = await aTab();
    await page.goto("/");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("link", { name: "이달의 꿀 돌아보기" }).click();
    await page.waitForURL(`${baseURL}/recap`);
    const card = page.getByTestId("recap-card");
    await card.waitFor();
    const stat = (label: string) => card.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
    expect(await stat("받은 꿀").textContent()).toBe("1개지난달보다 1개 더");
    expect(await stat("보낸 꿀").textContent()).toBe("3개지난달보다 3개 더");
    expect(await card.getByText(`${CLUB} 그룹`).isVisible()).toBe(true);
    expect(await card.getByText("이달의 첫 꿀").isVisible()).toBe(true);
    await screenshot(page, "loop-7-recap-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "loop-7-recap-320x640");
    await page.setViewportSize(PHONE);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "이미지로 저장" }).click();
    expect((await download).suggestedFilename()).toBe("이달의 꿀단지.png");

    await page.getByRole("button", { name: "카카오톡 공유" }).click();
    const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });
    await chooser.getByRole("button", { name: "나와의 채팅에 보내기" }).click();
    await expect
      .poll(async () => {
        const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as {
          templateId: string;
          templateArgs: Record<string, string>;
          serverCallbackArgs: Record<string, string>;
        }[];
        return shares.find((s) => s.templateArgs.name === A_NAME && s.templateId === "100002");
      })
      .toMatchObject({
        templateArgs: {
          name: A_NAME,
          received: "1",
          sent: "3",
          topStamp: "협업의 신",
          topJar: CLUB,
          summary: "받은 꿀 1개 · 보낸 꿀 3개 · 협업의 신",
        },
        serverCallbackArgs: {},
      });
    expect(errors).toEqual([]);
  }, 90_000);

  it("a month with nothing is a warm empty state; a member who joined this month cannot page back before it", async () => {
    const { page, errors } = await bTab();
    await page.goto("/profile");
    await page.getByRole("link", { name: "이달의 꿀 돌아보기" }).click();
    await page.waitForURL(`${baseURL}/recap`);
    const months = page.getByRole("navigation", { name: "달 고르기" });
    await months.getByRole("heading").waitFor();
    expect(await months.getByRole("link").count()).toBe(0); // B joined this month: nothing before it
    // Last month asked for by its address (a link kept from elsewhere): empty, and said warmly.
    await page.goto(`/recap?month=${shiftMonth(seoulMonthOf(Date.now()), -1)}`);
    const empty = page.getByTestId("recap-empty");
    await empty.waitFor();
    expect(await empty.textContent()).toContain("에는 주고받은 꿀이 없어요");
    expect(await page.getByRole("link", { name: "꿀 보내러 가기" }).isVisible()).toBe(true);
    await screenshot(page, "loop-8-recap-empty-390x844");
    await page.setViewportSize(SMALL_PHONE);
    await screenshot(page, "loop-8-recap-empty-320x640");
    expect(errors).toEqual([]);
  });
});
