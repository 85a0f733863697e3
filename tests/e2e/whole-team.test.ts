// Decision 022 in Chromium: a sender praises three colleagues in one share (names as chips on step 1);
// the landing names all three; two of them and a stranger who was forwarded the link keep it and
// each answers; the sender's sent list and detail name all three keepers by their own member names,
// each with their answer.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { screenshot as capture, launchBrowser, openLoggedInPage, type SessionTokens } from "./support/browser";
import { settled } from "./support/settle";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const suffix = String(Date.now()).slice(-4);
const SENDER = `팀장${suffix}`;
const SWEET = `달콤${suffix}`;
const STEADY = `성실${suffix}`;
const NOT_A_MEMBER = `열정${suffix}`; // named, never opens it
const STRANGER = `이웃${suffix}`; // not named, forwarded the link
const FOURTH = `넷째${suffix}`; // the relay's next colleague
const TEAM = `출시팀-${suffix}`;
const LETTER = `이번 출시 다들 고생 많았어요 (${suffix})`;
const RELAY_LETTER = `받은 칭찬 이어서 보내요 (${suffix})`;

let browser: Browser;
let sender: SessionTokens;
let fourth: SessionTokens;
let uuid = "";
const keepers: Record<string, SessionTokens> = {};

const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

beforeAll(async () => {
  let sweet: SessionTokens, steady: SessionTokens, stranger: SessionTokens;
  [browser, sender, sweet, steady, stranger, fourth] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `team-lead-${suffix}`, SENDER),
    signUp(baseURL, `team-sweet-${suffix}`, SWEET),
    signUp(baseURL, `team-steady-${suffix}`, STEADY),
    signUp(baseURL, `team-stranger-${suffix}`, STRANGER),
    signUp(baseURL, `team-fourth-${suffix}`, FOURTH),
  ]);
  Object.assign(keepers, { [SWEET]: sweet, [STEADY]: steady, [STRANGER]: stranger });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe("praise for the whole team", () => {
  it("three names in one share; two of them and a stranger keep it and answer; the sender sees all three", async () => {
    const { page, errors } = await openLoggedInPage(browser, baseURL, sender);
    await page.goto("/compliment/send/target");
    const field = page.getByLabel("받는 사람 (최대 5명)");
    await field.fill(SWEET);
    await field.press("Enter");
    await field.fill(STEADY);
    await page.getByRole("button", { name: "추가" }).click();
    await field.fill(NOT_A_MEMBER);
    await field.press("Enter");
    // The same name again is refused, and what was typed stays.
    await field.fill(SWEET);
    await field.press("Enter");
    await page.getByText("이미 추가한 이름이에요.").waitFor();
    await field.fill("");
    const chips = page.getByRole("list", { name: "받는 사람 3명" });
    expect(await chips.getByRole("listitem").allTextContents()).toEqual([SWEET, STEADY, NOT_A_MEMBER]);

    await page.getByRole("button", { name: /^그룹/ }).click();
    const sheet = page.getByRole("dialog", { name: "그룹 선택" });
    await sheet.getByRole("textbox").fill(TEAM);
    await sheet.getByRole("button", { name: `‘${TEAM}’ 그룹 추가하기` }).click();
    await sheet.getByRole("radio", { name: TEAM, checked: true }).waitFor();
    await sheet.getByRole("button", { name: "선택하기" }).click();
    await page.getByRole("radio", { name: "예" }).check();
    await settled(page);
    await capture(page, "team-1-three-receivers-390x844");
    await page.getByRole("button", { name: "다음" }).click();

    const everyone = `${SWEET}, ${STEADY}, ${NOT_A_MEMBER}`;
    await page.getByRole("heading", { name: `${everyone}님에게 어떤 꿀을 보낼까요?` }).waitFor();
    await page.getByRole("radio", { name: "센스 만점" }).check();
    await page.getByLabel("칭찬 내용").fill(LETTER);
    await page.getByRole("button", { name: "꿀 보내기" }).click();
    const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });
    await chooser.getByRole("button", { name: "단체 채팅방에 보내기" }).click();
    await page.getByRole("heading", { name: `${everyone}님에게 꿀을 전달했어요!` }).waitFor({ timeout: 15_000 });

    // One share names everyone.
    const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as {
      templateArgs: Record<string, string>;
    }[];
    const share = shares.find((s) => s.templateArgs.content === LETTER)!;
    expect(share.templateArgs.receiver).toBe(everyone);
    uuid = share.templateArgs.id!;

    // The stranger opens the forwarded link: the landing names the three, not them.
    const stranger = await openLoggedInPage(browser, baseURL, keepers[STRANGER]!);
    await stranger.page.goto(`/compliment/${uuid}`);
    await stranger.page.getByRole("heading", { name: `${everyone}님에게 꿀이 도착했어요!` }).waitFor();
    await settled(stranger.page);
    await capture(stranger.page, "team-2-landing-three-names-390x844");
    expect(stranger.errors).toEqual([]);
    await stranger.page.context().close();

    // The stranger keeps it first, then the two named members; each answers on their own copy.
    const answers: [string, string][] = [
      [STRANGER, "SWEET"],
      [SWEET, "MOVED"],
      [STEADY, "THANKS"],
    ];
    for (const [name, reaction] of answers) {
      const token = keepers[name]!.accessToken;
      const { groupId } = await call<{ groupId: number }>("POST", "/api/group", token, { groupName: `단지${suffix}` });
      await call("POST", "/api/receive-praise", token, { praiseUuid: uuid, groupId });
      const mine = await call<{ receivePraiseId: number; canReact: boolean }>(
        "GET",
        `/api/receive-praise?uuid=${uuid}`,
        token,
      );
      expect(mine.canReact).toBe(true);
      await call("PUT", "/api/receive-praise/reaction", token, { receivePraiseId: mine.receivePraiseId, reaction });
    }

    // The sender's sent list: the first keeper and how many more, and the answers.
    const { groupMembersPraiseCountInfos: jars } = await call<{
      groupMembersPraiseCountInfos: { groupId: number; groupName: string }[];
    }>("GET", "/api/group", sender.accessToken);
    const team = jars.find((jar) => jar.groupName === TEAM)!.groupId;
    await page.goto(`/group/${team}?tab=send`);
    const item = page.getByTestId("praise-item").first();
    await item.getByTestId("kept-receipt").waitFor();
    expect(await item.textContent()).toContain(everyone);
    expect(await item.getByTestId("kept-receipt").textContent()).toContain(`${STRANGER}님 외 2명이 꿀단지에 담았어요`);
    expect(await item.getByTestId("reaction-mark").textContent()).toBe("3명이 꿀로 답했어요");

    // Its detail: each keeper by their own name, with their answer.
    await item.click();
    const dialog = page.getByRole("dialog", { name: "보낸 꿀" });
    const rows = dialog.getByRole("list", { name: "꿀단지에 담은 사람" }).getByRole("listitem");
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    expect(texts.map((text) => text.split("님")[0])).toEqual([STRANGER, SWEET, STEADY]);
    expect(texts[0]).toMatch(/‘달달해요’$/);
    expect(texts[1]).toMatch(/‘감동이에요’$/);
    expect(texts[2]).toMatch(/‘고마워요’$/);
    await settled(page);
    await capture(page, "team-3-sent-detail-keepers-390x844");
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("a keeper continues the relay to a fourth colleague, whose landing shows the chain", async () => {
    const keeper = await openLoggedInPage(browser, baseURL, keepers[SWEET]!);
    const { page } = keeper;
    await page.goto(`/compliment/${uuid}`);
    await page.getByRole("link", { name: "릴레이 이어가기" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/target`);
    expect(await page.getByTestId("relay-note").textContent()).toContain(`${SENDER}님에게 받은 칭찬을 이어서 보내요`);
    const field = page.getByLabel("받는 사람 (최대 5명)");
    await field.fill(FOURTH);
    await field.press("Enter");
    await page.getByRole("button", { name: /^그룹/ }).click();
    const sheet = page.getByRole("dialog", { name: "그룹 선택" });
    await sheet.getByRole("textbox").fill(`릴레이-${suffix}`);
    await sheet.getByRole("button", { name: `‘릴레이-${suffix}’ 그룹 추가하기` }).click();
    await sheet.getByRole("radio", { name: `릴레이-${suffix}`, checked: true }).waitFor();
    await sheet.getByRole("button", { name: "선택하기" }).click();
    await page.getByRole("radio", { name: "아니요" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.getByRole("radio", { name: "센스 만점" }).check();
    await page.getByLabel("칭찬 내용").fill(RELAY_LETTER);
    await page.getByRole("button", { name: "꿀 보내기" }).click();
    await page
      .getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" })
      .getByRole("button", { name: "1:1 채팅방에 보내기" })
      .click();
    await page.getByRole("heading", { name: `${FOURTH}님에게 꿀을 전달했어요!` }).waitFor({ timeout: 15_000 });
    expect(keeper.errors).toEqual([]);
    await page.context().close();

    const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as {
      templateArgs: Record<string, string>;
    }[];
    const relayUuid = shares.find((s) => s.templateArgs.content === RELAY_LETTER)!.templateArgs.id!;
    const next = await openLoggedInPage(browser, baseURL, fourth);
    await next.page.goto(`/compliment/${relayUuid}`);
    const chain = next.page.getByTestId("relay-chain");
    await chain.waitFor();
    expect(await chain.textContent()).toBe(`칭찬 릴레이 · 2번째 릴레이${SENDER} → ${SWEET} → ${FOURTH}`);
    await settled(next.page);
    await capture(next.page, "team-4-relay-landing-390x844");
    expect(next.errors).toEqual([]);
    await next.page.context().close();
  }, 90_000);

  it("a keeper sends their answer back through KakaoTalk; its link shows the sender every answer", async () => {
    const keeper = await openLoggedInPage(browser, baseURL, keepers[STEADY]!);
    await keeper.page.goto(`/compliment/${uuid}`);
    const picker = keeper.page.getByRole("group", { name: `${SENDER}님에게 꿀로 답하기` });
    await picker.getByRole("radio", { name: "고마워요", checked: true }).waitFor();
    await settled(keeper.page);
    await capture(keeper.page, "team-5-answer-button-390x844");
    await picker.getByRole("button", { name: "카카오톡으로도 알리기" }).click();
    await keeper.page
      .getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" })
      .getByRole("button", { name: "1:1 채팅방에 보내기" })
      .click();
    type Share = { templateId: string; templateArgs: Record<string, string>; link: string; webhookStatus: number };
    const answerShare = async () =>
      ((await (await fetch(`${baseURL}/__dev/shares`)).json()) as Share[]).find(
        (s) => s.templateId === "100003" && s.templateArgs.keeper === STEADY,
      );
    await expect.poll(answerShare).toBeDefined();
    const share = (await answerShare())!;
    expect(share.templateArgs).toMatchObject({
      sender: SENDER,
      reaction: "고마워요",
      title: `${STEADY}님이 ‘고마워요’ 꿀 답장을 보냈어요`,
      content: LETTER,
      id: uuid,
    });
    expect(share.link).toBe(`${baseURL}/compliment/${uuid}`);
    expect(share.webhookStatus).toBe(0); // an answer is not a praise to deliver
    expect(keeper.errors).toEqual([]);
    await keeper.page.context().close();

    // The message's image: the answer's own card, 800×400 like the praise's.
    const card = await fetch(share.templateArgs.answerImageUrl!);
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("image/png");
    const png = new DataView(await card.arrayBuffer());
    expect([png.getUint32(16), png.getUint32(20)]).toEqual([800, 400]);
    expect((await fetch(`${baseURL}/compliment/${uuid}/answer.png?reaction=NOPE`)).status).toBe(404);

    // The sender follows the message's link: their praise, with who kept it and each answer.
    const lead = await openLoggedInPage(browser, baseURL, sender);
    await lead.page.goto(share.link);
    const kept = lead.page.getByTestId("sender-keepers");
    await kept.waitFor();
    const rows = await kept.getByRole("listitem").allTextContents();
    expect(rows.find((row) => row.startsWith(STEADY))).toMatch(/‘고마워요’$/);
    expect(await kept.textContent()).toContain("외 2명이 꿀단지에 담았어요");
    await settled(lead.page);
    await capture(lead.page, "team-6-answer-link-sender-390x844");
    expect(lead.errors).toEqual([]);
    await lead.page.context().close();
  }, 90_000);
});
