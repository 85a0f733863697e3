// A jar nobody can flood (decisions 037, 041), in Chromium: three phones of one IPv6 /64, each
// starting afresh with no cookie before every letter, try to fill a jar; together they are stopped
// at the edge's ten a minute, and the page says so in Korean with what was typed kept, while a fourth
// writer on another network still writes through the page's own form.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RATE_LIMITED } from "../../worker/contract/errors";
import { JAR_GUEST_WRITES_PER_MINUTE } from "../../worker/contract/jar";
import { collectErrors, launchBrowser, openLoggedInPage, PHONE, screenshot } from "./support/browser";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const RECIPIENT = `홍수${run.slice(-3)}`;

let browser: Browser;
let jarId: string;
const contexts: BrowserContext[] = [];

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const hextet = () => Math.floor(Math.random() * 0xffff).toString(16);

const phoneAt = async (address: string) => {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    locale: "ko-KR",
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": address },
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`/jar/${jarId}`);
  await page.getByRole("heading", { name: `${RECIPIENT}님에게 편지 쓰기` }).waitFor();
  return page;
};

/** A letter posted by the page's own script, as a new guest: the phone's cookies cleared first. */
const freshLetter = async (page: Page, n: number) => {
  await page.context().clearCookies();
  return page.evaluate(
    async ([id, content]) => {
      const res = await fetch(`/api/jar/${id}/letters`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Kkul-Request": "1" },
        body: JSON.stringify({ content, honeyStampId: 11, writerName: "손님" }),
      });
      return { status: res.status, message: ((await res.json()) as { message?: string }).message ?? "" };
    },
    [jarId, `홍수 편지 ${n}`] as const,
  );
};

const writeOnThePage = async (page: Page, nickname: string, content: string) => {
  await page.getByLabel("닉네임").fill(nickname);
  await page.locator("label", { has: page.getByRole("radio", { name: "새 출발 응원" }) }).click();
  await page.getByLabel("편지", { exact: true }).fill(content);
  await page.getByRole("button", { name: "꿀단지에 담기" }).click();
};

beforeAll(async () => {
  const [launched, creator] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `jar-fl-${run}`, `막음${run.slice(-3)}`),
  ]);
  browser = launched;
  const made = await openLoggedInPage(browser, baseURL, creator);
  contexts.push(made.page.context());
  await made.page.goto("/");
  jarId = await made.page.evaluate(
    async ([recipientName, opensOn]) => {
      const res = await fetch("/api/jar", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Kkul-Request": "1" },
        body: JSON.stringify({ recipientName, occasion: "FAREWELL", opensOn }),
      });
      return ((await res.json()) as { data: { jarId: string } }).data.jarId;
    },
    [RECIPIENT, kstToday()],
  );
}, 60_000);
afterAll(async () => {
  await Promise.allSettled(contexts.map((context) => context.close()));
  await browser?.close();
});

describe("a jar nobody can flood", { timeout: 120_000 }, () => {
  it("stops three phones of one /64 with fresh cookies at the limit together; a fourth writer elsewhere gets in", async () => {
    // The edge counts in whole minutes: a burst that straddles one is tried again from a new /64.
    let accepted: number[] = [];
    let refused: { status: number; message: string } | null = null;
    let phones: Page[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const prefix = `2001:db8:${hextet()}:${hextet()}`;
      phones = await Promise.all([1, 2, 3].map((n) => phoneAt(`${prefix}::${n}`)));
      const minute = Math.floor(Date.now() / 60_000);
      accepted = [];
      refused = null;
      for (let n = 0; refused === null && n < JAR_GUEST_WRITES_PER_MINUTE + 3; n++) {
        const answer = await freshLetter(phones[n % 3]!, n);
        if (answer.status === 201) accepted.push(n);
        else refused = answer;
      }
      if (Math.floor(Date.now() / 60_000) === minute) break;
    }
    expect(accepted).toHaveLength(JAR_GUEST_WRITES_PER_MINUTE);
    expect(refused).toEqual({ status: 429, message: RATE_LIMITED });

    // On the page, the next of them is told so, and keeps what they wrote.
    const stopped = phones[1]!;
    await stopped.context().clearCookies();
    await writeOnThePage(stopped, "또손님", "막혀도 남아 있는 편지");
    expect(await stopped.getByRole("alert").filter({ hasText: RATE_LIMITED }).textContent()).toContain(RATE_LIMITED);
    expect(await stopped.getByLabel("편지", { exact: true }).inputValue()).toBe("막혀도 남아 있는 편지");
    await screenshot(stopped, "jar-flood-stopped-390x844", { fullPage: false });

    // Another network's writer is not held up: through the page's own form.
    const elsewhere = await phoneAt(`2001:db8:${hextet()}:${hextet()}::1`);
    const errors = collectErrors(elsewhere);
    await writeOnThePage(elsewhere, "다른망", "다른 곳에서 쓴 편지");
    await elsewhere.getByRole("list", { name: "내가 쓴 편지" }).getByText("다른 곳에서 쓴 편지").waitFor();
    expect(errors).toEqual([]);
  });
});
