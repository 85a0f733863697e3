// The Friday letter end to end (decision 034): a member turns e-mail marketing on in my page's terms,
// receives and sends praise, the Friday Cron Trigger fires (wrangler's /__scheduled), the local Queue
// delivers the letter to the dev mailbox, its one invitation opens send step 1 with the people the
// member praised a tap away, and the letter's one-click link turns the consent off on my page.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, screenshot } from "./support/browser";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const suffix = Date.now().toString(36).slice(-5);
const READER = "금요꿀벌";
const COLLEAGUE = "금요동료";
let browser: Browser;
let reader: Awaited<ReturnType<typeof signUp>>;
let colleague: Awaited<ReturnType<typeof signUp>>;
const readerEmail = `friday-r-${suffix}@example.com`;

type Mail = { subject: string; text: string | null; html: string | null; headers: Record<string, string> };
const lettersTo = async (email: string) =>
  ((await (await fetch(`${baseURL}/__dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as Mail[]).filter(
    (mail) => mail.subject === "[꿀단지] 이번 주 꿀단지",
  );

/** A praise from `token`'s member out of a new group, delivered through the share stand-in. */
const praise = async (token: string, receiverName: string, content: string) => {
  const { groupId } = await callApi(baseURL, "/api/group", token, { groupName: `금요${suffix}` });
  const { uuid } = await callApi(baseURL, "/api/send-praise", token, {
    content,
    projectStatus: false,
    receiverName,
    groupId,
    honeyStampId: 4,
  });
  expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });
  return uuid as string;
};

beforeAll(async () => {
  [browser, reader, colleague] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `friday-r-${suffix}`, READER),
    signUp(baseURL, `friday-c-${suffix}`, COLLEAGUE),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe("the Friday letter", () => {
  it("reaches a member who consented, opens step 1, and its one-click link ends the consent", async () => {
    const { page, errors } = await openLoggedInPage(browser, baseURL, reader);

    // Consent, as a member gives it: my page's terms.
    await page.goto("/setting/terms");
    const marketing = page.getByRole("switch", { name: "마케팅 정보 수신 동의" });
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => marketing.isEnabled()).toBe(true);
    await marketing.click();
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("true");

    // A week: the colleague's praise kept, and one sent back.
    const received = await praise(colleague.accessToken, READER, "이번 주 발표 정말 멋졌어요");
    const { groupId } = await callApi(baseURL, "/api/group", reader.accessToken, { groupName: `받은꿀${suffix}` });
    await callApi(baseURL, "/api/receive-praise", reader.accessToken, { praiseUuid: received, groupId });
    await praise(reader.accessToken, COLLEAGUE, "리뷰 꼼꼼히 봐줘서 고마워요");

    // Friday 18:00 KST: the trigger only enqueues; the local Queue's consumer sends.
    const fired = await fetch(`${baseURL}/__scheduled?cron=${encodeURIComponent("0 9 * * 5")}`);
    expect(fired.status).toBe(200);
    await expect.poll(async () => (await lettersTo(readerEmail)).length, { timeout: 30_000 }).toBe(1);
    const [letter] = (await lettersTo(readerEmail)) as [Mail];
    expect(letter.text).toContain("받은 꿀 1개");
    expect(letter.text).toContain(`${COLLEAGUE}님의 꿀`);
    expect(letter.text).toContain(`${COLLEAGUE}님에게 보낸 꿀`);
    expect(await lettersTo(`friday-c-${suffix}@example.com`)).toEqual([]); // never consented

    // The mailbox (a developer's page, in a browser of its own) draws it as a mail app would.
    const mailboxContext = await browser.newContext({ viewport: PHONE, locale: "ko-KR", baseURL });
    const mailbox = await mailboxContext.newPage();
    await mailbox.goto(`/__dev/mailbox?to=${encodeURIComponent(readerEmail)}`);
    await mailbox.getByRole("heading", { name: "[꿀단지] 이번 주 꿀단지" }).waitFor();
    await mailbox.frameLocator("iframe.mail").first().getByRole("link", { name: "꿀 보내러 가기" }).waitFor();
    await screenshot(mailbox, "friday-letter-mailbox-390x844");
    await mailboxContext.close();

    // Its one invitation: send step 1, the colleague a tap away.
    const step1 = /꿀 보내러 가기: (\S+)/.exec(letter.text ?? "")?.[1];
    expect(step1).toBe(`${baseURL}/compliment/send/target`);
    await page.goto(step1!);
    await page.getByRole("heading", { name: "누구에게 꿀을 보낼까요?" }).waitFor();
    // Once the page knows the host takes several receivers ('추가' beside the field): a tap before the
    // client's settings arrive names the person in the field instead (CI: tapped under load).
    await page.getByRole("button", { name: "추가", exact: true }).waitFor();
    await page.getByRole("button", { name: COLLEAGUE, exact: true }).click();
    // Named as a receiver (several may be named: the chip that takes them off again), the group too.
    await page.getByRole("button", { name: `${COLLEAGUE} 빼기` }).waitFor();
    await screenshot(page, "friday-letter-step-1-390x844");

    // One click from the mail app (RFC 8058): no cookie, another origin, the link alone.
    const link = /^<(.+)>$/.exec(letter.headers["List-Unsubscribe"] ?? "")?.[1];
    expect(letter.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const off = await fetch(link!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(off.status).toBe(200);
    await page.goto("/setting/terms");
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("false");
    // The same link opened in a browser says so, and changes nothing more.
    await page.goto(link!);
    await page.getByRole("heading", { name: "수신을 거부했어요" }).waitFor();
    await screenshot(page, "unsubscribed-390x844");
    expect(errors, JSON.stringify(errors)).toEqual([]);
    await page.context().close();
  });
});
