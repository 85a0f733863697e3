// Back from KakaoTalk's chat picker, the completion is there at once: the share stand-in hides the
// page while its chooser is open and shows it again once the chat is picked, as KakaoTalk's picker
// does, and the page checks the send when it is visible again — not at its next poll, which this
// test moves an hour away: the completion can then come from the return only, however long a busy
// machine takes to bring it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openLoggedInPage, PHONE } from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const ANDROID = KAKAOTALK_AGENTS[0]!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the return from KakaoTalk's chat picker", () => {
  it("hides the page while the chooser is open, and shows the completion on the return, long before the next poll", async () => {
    // A member of this file's own: no other file's sends or logins share its limits.
    const session = await signUp(baseURL, `return-${run}`, `달콤${run.slice(-3)}`);
    const { page, errors } = await openLoggedInPage(browser, baseURL, session, {
      ...inAppContextOptions(ANDROID),
      viewport: PHONE,
    });
    // The page's polls an hour apart: only the return can bring the completion.
    await page.route("**/auth/config", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, devPollIntervalMs: 3_600_000 } } });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { visibilitySeen: string[] }).visibilitySeen = seen;
      document.addEventListener("visibilitychange", () => seen.push(document.visibilityState));
    });

    await page.goto("/compliment/send/target");
    await page.getByLabel("받는 사람").fill("김꿀벌");
    await page.getByRole("button", { name: /^그룹/ }).click();
    const sheet = page.getByRole("dialog", { name: "그룹 선택" });
    const group = `돌아옴-${run}`;
    await sheet.getByRole("textbox").fill(group);
    await sheet.getByRole("button", { name: `‘${group}’ 그룹 추가하기` }).click();
    await sheet.getByRole("radio", { name: group, checked: true }).waitFor();
    await sheet.getByRole("button", { name: "선택하기" }).click();
    await page.getByRole("radio", { name: "예" }).check();
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/content`);
    await page.getByRole("radio", { name: "센스 만점" }).check();
    await page.getByLabel("칭찬 내용").fill(`돌아오자마자 보이는 완료 (${run})`);
    await page.getByRole("button", { name: "꿀 보내기" }).click();

    // The chooser, or else what the page said instead (a toast), so a failure tells why.
    const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });
    const said = page.getByTestId("toast");
    await chooser.or(said).first().waitFor();
    expect({ said: (await said.allInnerTexts()).join(" "), errors }).toEqual({ said: "", errors: [] });
    await chooser.waitFor();
    expect(await page.evaluate(() => document.visibilityState)).toBe("hidden");
    await chooser.getByRole("button", { name: "1:1 채팅방에 보내기" }).click();
    await page.waitForURL(`${baseURL}/compliment/send/complete`);
    expect(await page.evaluate(() => document.visibilityState)).toBe("visible");
    expect(await page.evaluate(() => (window as unknown as { visibilitySeen: string[] }).visibilitySeen)).toEqual([
      "hidden",
      "visible",
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
