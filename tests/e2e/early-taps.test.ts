// Taps on the pages the worker draws, before the page listens (decision 029): the client's JavaScript
// is held back, the control is tapped, it shows the tap at once (pressed), and when the scripts
// arrive the tap does what it says — none is lost, and a double tap is one. A form the worker answers
// posts at once instead (decision 042).
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { kstDay } from "../../worker/contract/jar";
import { callApi } from "./support/api";
import { launchBrowser, openLoggedInPage, PHONE, type SessionTokens } from "./support/browser";
import { inAppContextOptions, KAKAOTALK_AGENTS } from "./support/in-app";
import { login } from "./support/session";
import { deliverShare } from "./support/share";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = Date.now().toString(36).slice(-5);
const NAME = `탭${run.slice(-4)}`;

let browser: Browser;
let member: SessionTokens;
let memberContext: BrowserContext;
let anonymousContext: BrowserContext;
let unkeptUuid = "";
let jarId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  const [sender, signedUp] = await Promise.all([login(baseURL, "김꿀벌"), signUp(baseURL, `early-${run}`, NAME)]);
  member = signedUp;
  // Two groups, so home offers '다음 그룹'.
  const [first] = await Promise.all(
    ["첫째", "둘째"].map((name) => callApi(baseURL, "/api/group", member.accessToken, { groupName: `${name}-${run}` })),
  );
  const senderGroup = await callApi(baseURL, "/api/group", sender.accessToken, {
    groupName: `탭보냄-${run}`,
  });
  ({ uuid: unkeptUuid } = await callApi(baseURL, "/api/send-praise", sender.accessToken, {
    content: `먼저 누른 탭도 닿아요 (${run})`,
    projectStatus: false,
    receiverName: NAME,
    groupId: senderGroup.groupId,
    honeyStampId: 2,
  }));
  expect(await deliverShare(baseURL, unkeptUuid)).toEqual({ webhookStatus: 200 });
  ({ jarId } = await callApi(baseURL, "/api/jar", member.accessToken, {
    recipientName: "김꿀벌",
    occasion: "THANKS",
    opensOn: kstDay(Date.now() + 7 * 86_400_000),
  }));
  await callApi(baseURL, `/api/jar/${jarId}/letters`, member.accessToken, { content: "첫 편지", honeyStampId: 51 });
  expect(first?.groupId).toBeGreaterThan(0);
  // KakaoTalk's in-app browser, where these links are opened (and where 이미지로 저장 shows the image).
  const inApp = inAppContextOptions(KAKAOTALK_AGENTS[0]!);
  memberContext = (await openLoggedInPage(browser, baseURL, member, inApp)).page.context();
  anonymousContext = await browser.newContext({ ...inApp, viewport: PHONE, locale: "ko-KR", baseURL });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const letterCount = async () =>
  ((await (await fetch(`${baseURL}/api/jar/${jarId}`)).json()) as { data: { letterCount: number } }).data.letterCount;

/** `path` drawn, with the client's scripts held back until `listen()`. */
const drawnWithoutScripts = async (context: BrowserContext, path: string) => {
  const page = await context.newPage();
  let listen!: () => void;
  const scripts = new Promise<void>((resolve) => {
    listen = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await scripts;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  await page.goto(path, { waitUntil: "commit" });
  return { page, listen };
};

/** The tap shows before the page listens: the control is pressed (its look, not only an attribute). */
const expectPressed = async (control: Locator) =>
  expect.poll(() => control.evaluate((el) => getComputedStyle(el).opacity)).toBe("0.55");

type Control = {
  name: string;
  page: "member" | "anonymous";
  path: () => string;
  control: (page: Page) => Locator;
  /** What the tap does, once the page listens. */
  done: (page: Page) => Promise<unknown>;
};

const CONTROLS: Control[] = [
  {
    name: "home: 메뉴 열기 opens the menu",
    page: "member",
    path: () => "/",
    control: (page) => page.getByRole("button", { name: "메뉴 열기" }),
    done: (page) => page.getByRole("dialog", { name: "메뉴" }).waitFor(),
  },
  {
    name: "home: the mascot folds the jars sheet",
    page: "member",
    path: () => "/",
    control: (page) => page.getByRole("button", { name: "내 꿀단지 접기" }),
    done: async (page) => {
      await page.getByRole("button", { name: "내 꿀단지 펼치기", expanded: false }).click();
      await page.getByRole("button", { name: "내 꿀단지 접기", expanded: true }).waitFor(); // as it was
    },
  },
  // Home's '목록으로 보기' is tapped twice below: the first tap shows, the second is the same tap.
  {
    name: "home: 한 줄씩 보기 switches the stamps' view",
    page: "member",
    path: () => "/",
    control: (page) => page.getByRole("button", { name: "한 줄씩 보기" }),
    done: async (page) => {
      await page.getByRole("button", { name: "한 줄씩 보기", pressed: true }).waitFor();
      await page.getByRole("button", { name: "꿀 모양으로 보기" }).click();
      await page.getByRole("button", { name: "꿀 모양으로 보기", pressed: true }).waitFor();
    },
  },
  {
    name: "home: 다음 그룹 shows the next group",
    page: "member",
    path: () => "/",
    control: (page) => page.getByRole("button", { name: "다음 그룹" }),
    done: (page) => page.getByRole("button", { name: "다음 그룹", disabled: true }).waitFor(),
  },
  {
    name: "home: 이 그룹에 꿀 보내기 opens the send flow",
    page: "member",
    path: () => "/",
    control: (page) => page.getByRole("button", { name: "이 그룹에 꿀 보내기" }).first(),
    done: (page) => page.waitForURL(/\/compliment\/send\/target$/),
  },
  {
    // A link, held because it does more than its address: the praise is remembered for after the login.
    name: "landing: 로그인하고 꿀 저장하기 goes straight to Kakao, the praise remembered",
    page: "anonymous",
    path: () => `/compliment/${unkeptUuid}`,
    control: (page) => page.getByRole("link", { name: "로그인하고 꿀 저장하기" }),
    done: async (page) => {
      await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
      await page.goBack(); // Kakao's page is another origin: the praise is remembered on ours
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(stored).toContain(unkeptUuid);
    },
  },
  {
    name: "landing: 이미지로 저장 opens the image",
    page: "anonymous",
    path: () => `/compliment/${unkeptUuid}`,
    control: (page) => page.getByRole("button", { name: "이미지로 저장" }),
    done: (page) => page.getByRole("dialog", { name: "이미지로 저장" }).waitFor(),
  },
  {
    name: "jar page: a stamp is chosen by its label",
    page: "anonymous",
    path: () => `/jar/${jarId}`,
    control: (page) => page.locator("label", { hasText: "덕분이에요" }),
    done: (page) => page.getByRole("radio", { name: "덕분이에요", checked: true }).waitFor(),
  },
];

describe("a tap on a drawn page before it listens", () => {
  it.each(CONTROLS)("$name", async ({ page: who, path, control, done }) => {
    const { page, listen } = await drawnWithoutScripts(who === "member" ? memberContext : anonymousContext, path());
    try {
      const target = control(page);
      await target.tap();
      await expectPressed(target);
      listen();
      await done(page);
    } finally {
      await page.close();
    }
  });

  // The landing's '꿀 저장하기' submits a form the worker answers (decisions 042, 043): before the page
  // listens, the tap is not held but goes to the worker's choice of groups, which saves without script.
  it("landing: 꿀 저장하기 before the page listens goes to the worker's choice of groups", async () => {
    const { page } = await drawnWithoutScripts(memberContext, `/compliment/${unkeptUuid}`);
    try {
      await page.getByRole("button", { name: "꿀 저장하기" }).tap();
      await page.waitForURL((url) => url.pathname === `/compliment/${unkeptUuid}/keep`);
      await page.getByRole("form", { name: "어느 그룹에 저장할까요?" }).waitFor();
    } finally {
      await page.close();
    }
  });

  // /login's '카카오로 시작하기' is a plain link to the edge's start (decision 042): left to the
  // browser, it goes to Kakao at once, without waiting for the scripts held back.
  it("/login: 카카오로 시작하기 goes to Kakao before the page listens", async () => {
    const { page } = await drawnWithoutScripts(anonymousContext, "/login");
    try {
      await page.getByRole("link", { name: "카카오로 시작하기" }).tap();
      await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    } finally {
      await page.close();
    }
  });

  // A form the worker answers is not held (decision 042): it posts at once, the held stamp with it.
  it("a letter sent before the jar's page listens posts at once, with its stamp, and a double tap writes once", async () => {
    const { page } = await drawnWithoutScripts(anonymousContext, `/jar/${jarId}`);
    try {
      const text = `먼저 쓴 편지 (${run})`;
      const before = await letterCount();
      await page.getByLabel("닉네임").fill("먼저온손님");
      await page.locator("label", { hasText: "감동 한가득" }).tap();
      await page.getByLabel("편지", { exact: true }).fill(text);
      await page.getByRole("button", { name: "꿀단지에 담기" }).dblclick();
      // Drawn by the worker, the scripts still held back: the letter is the guest's own.
      await page.getByRole("list", { name: "내가 쓴 편지" }).getByText(text).waitFor();
      expect(await letterCount()).toBe(before + 1);
    } finally {
      await page.close();
    }
  });

  it("the creator's 편지 받기 마감하기 before the page listens closes the jar at once", async () => {
    const { page, listen } = await drawnWithoutScripts(memberContext, `/jar/${jarId}`);
    try {
      await page.getByRole("button", { name: "편지 받기 마감하기" }).tap();
      await page.getByRole("button", { name: "다시 편지 받기" }).waitFor(); // the worker's page, no script yet
      listen();
      await page.getByRole("button", { name: "다시 편지 받기" }).click(); // open again
      await page.getByRole("button", { name: "편지 받기 마감하기" }).waitFor();
    } finally {
      await page.close();
    }
  });

  it("home: 목록으로 보기 tapped twice before it listens shows the tap and is one tap: the view switched once, not back", async () => {
    const { page, listen } = await drawnWithoutScripts(memberContext, "/");
    try {
      const list = page.getByRole("button", { name: "목록으로 보기" });
      await list.tap();
      await expectPressed(list);
      await list.tap();
      listen();
      await page.getByRole("button", { name: "목록으로 보기", pressed: true }).waitFor();
      await page.getByRole("button", { name: "카드로 보기" }).click(); // the member's view back as it was
      await page.getByRole("button", { name: "카드로 보기", pressed: true }).waitFor();
    } finally {
      await page.close();
    }
  });
});
