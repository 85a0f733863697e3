// The same journeys as with JavaScript off (no-script.test.ts), with it on but every script held back
// until the journey's result shows, in KakaoTalk's in-app browser: a slow phone on a slow network. Each completes through the drawn
// page's forms (decisions 042, 043) without waiting for the scripts: its result is on screen while no
// script has reached a page yet and the page shown still waits for its own (the tap holder in place).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, pageListens, type SessionTokens } from "./support/browser";
import {
  ARRIVED,
  hideFirstLetter,
  holdScripts,
  keepJarByForm,
  keepPraiseByForm,
  kstToday,
  stillWaiting,
  writeLetterByForm,
} from "./support/form-journeys";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { phoneHeaders } from "./support/session";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const RECIPIENT = `늦스${run.slice(-3)}`;
const KEEPER = `늦담${run.slice(-3)}`;
const KEEP_GROUP = `늦통-${run}`;
const AGENT = KAKAOTALK_AGENTS[0]!;

let browser: Browser;
let jarId: string;
let keepKey: string;
let creator: SessionTokens;
let person: SessionTokens;
let keeper: SessionTokens;
let praiseUuid: string;

beforeAll(async () => {
  const [launched, made, kept, keeping] = await Promise.all([
    launchBrowser(),
    signUp(baseURL, `held-${run}`, `늦만듦${run.slice(-2)}`),
    signUp(baseURL, `held-keep-${run}`, RECIPIENT),
    signUp(baseURL, `held-keeper-${run}`, KEEPER),
  ]);
  browser = launched;
  creator = made;
  person = kept;
  keeper = keeping;
  await callApi(baseURL, "/api/group", keeper.accessToken, { groupName: KEEP_GROUP });
  const sent = await callApi(baseURL, "/api/group", creator.accessToken, { groupName: `늦보냄-${run}` });
  ({ uuid: praiseUuid } = await callApi(baseURL, "/api/send-praise", creator.accessToken, {
    content: `스크립트를 기다리지 않는 꿀 (${run})`,
    projectStatus: false,
    receiverName: KEEPER,
    groupId: sent.groupId,
    honeyStampId: 3,
  }));
  expect(await deliverShare(baseURL, praiseUuid)).toEqual({ webhookStatus: 200 });
  ({ jarId, keepKey } = await callApi(baseURL, "/api/jar", creator.accessToken, {
    recipientName: RECIPIENT,
    occasion: "THANKS",
    opensOn: kstToday(),
  }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const phone = (name: string) => ({
  ...inAppContextOptions(AGENT),
  extraHTTPHeaders: phoneHeaders(`${name}-${run}`),
});

/** A phone in KakaoTalk, as `who` or as a guest, whose scripts are held back until released. */
const slowPhone = async (name: string, who?: SessionTokens) => {
  const page: Page = who
    ? (await openLoggedInPage(browser, baseURL, who, phone(name))).page
    : await (await browser.newContext({ viewport: PHONE, locale: "ko-KR", baseURL, ...phone(name) })).newPage();
  const scripts = await holdScripts(page.context());
  return { page, scripts };
};

/**
 * The result is on screen while every script its pages asked for is held (none reached a page, the
 * page shown still waits for its own); let through, they take the page over: the same page, enhanced.
 */
const doneBeforeTheScripts = async (page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>) => {
  expect(scripts.asked()).toBeGreaterThan(0);
  expect(scripts.delivered()).toBe(0);
  expect(await stillWaiting(page)).toBe(true);
  scripts.release();
  await pageListens(page);
  expect(scripts.delivered()).toBeGreaterThan(0);
};

describe("with every script held back until the result shows, in KakaoTalk's agent", { timeout: 60_000 }, () => {
  it("a guest writes a letter in the jar and sees it as theirs", async () => {
    const { page, scripts } = await slowPhone("held-guest");
    try {
      await page.goto(`/jar/${jarId}`, ARRIVED);
      await writeLetterByForm(page, {
        writerName: "늦은손님",
        content: "스크립트보다 먼저 닿은 편지",
        stamp: "덕분이에요",
      });
      await doneBeforeTheScripts(page, scripts);
      expect(new URL(page.url()).pathname).toBe(`/jar/${jarId}`);
    } finally {
      await page.context().close();
    }
  });

  it("a member saves a praise into a group from the landing", async () => {
    const { page, scripts } = await slowPhone("held-keeper", keeper);
    try {
      await page.goto(`/compliment/${praiseUuid}`, ARRIVED);
      await keepPraiseByForm(page, praiseUuid, KEEP_GROUP);
      await doneBeforeTheScripts(page, scripts);
      const res = await fetch(`${baseURL}/api/receive-praise?uuid=${praiseUuid}`, {
        headers: { Authorization: `Bearer ${keeper.accessToken}` },
      });
      expect(((await res.json()) as { data: { groupId: number } }).data.groupId).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }
  });

  it("the creator hides a letter", async () => {
    const { page, scripts } = await slowPhone("held-creator", creator);
    try {
      await page.goto(`/jar/${jarId}`, ARRIVED);
      await hideFirstLetter(page);
      await doneBeforeTheScripts(page, scripts);
    } finally {
      await page.context().close();
    }
  });

  it("the person keeps the jar from its opening link", async () => {
    const { page, scripts } = await slowPhone("held-person", person);
    try {
      // The key where the worker sees it: the form is the page's own markup, before any script.
      await page.goto(`/jar/${jarId}/open?key=${keepKey}`, ARRIVED);
      await keepJarByForm(page);
      await page.locator("#root").getByText(/\S/).first().waitFor(); // home, drawn for the member
      await doneBeforeTheScripts(page, scripts);
      const opening = await (await fetch(`${baseURL}/api/jar/${jarId}/opening?key=${keepKey}`)).json();
      expect((opening as { data: { kept: boolean } }).data.kept).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
