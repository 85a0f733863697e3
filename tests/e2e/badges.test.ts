// Badges, announcements and the component guide in Chromium: a brand-new member's first delivered
// praise earns '첫 꿀 보내기' with today's date, the badge board downloads as a PNG, and the three
// screens are captured at 390×844. The tests take turns in one tab (each loads the page it looks at);
// only the export, which compares its picture with the screen's at a phone's scale, has its own.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  launchBrowser,
  openLoggedInPage,
  PHONE,
  SCREENSHOT_SCALE,
  SMALL_PHONE,
  screenshot,
  settledScreenshot,
} from "./support/browser";
import { verifyEmail } from "./support/mailbox";
import { kakaoTokenOf } from "./support/session";
import { deliverShare } from "./support/share";
import { sharedTabs } from "./support/tabs";

const baseURL = inject("baseURL");
const TIME_ZONE = "Asia/Seoul";
// Unique to this file and run: a Kakao user nobody has used, so the badges start empty.
const suffix = String(Date.now()).slice(-6);
const kakaoNickname = `badge-e2e-${suffix}`;
const memberName = `배지${suffix.slice(-4)}`;
const email = `badge-${suffix}@example.com`;

let browser: Browser;
let session: { accessToken: string; refreshToken: string; memberName: string };

type Envelope<T> = { data: T };
type BadgeInfo = { name: string; description: string; imageUrl: string; completedDate: string | null };

const call = async <T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).data;
};

/** The Kakao emulator's provider token for `nickname` (support/session.ts). */
const kakaoToken = (nickname: string) => kakaoTokenOf(baseURL, nickname);

/** Signs a new member up over HTTP: the mailbox's code verifies the email, then register. */
const registerNewMember = async () => {
  const providerToken = await kakaoToken(kakaoNickname);
  await verifyEmail(baseURL, email, providerToken);
  return call<typeof session>("/api/auth/register", {
    token: providerToken,
    body: {
      serviceTerm: 1,
      personalInfo: 1,
      emailMarketing: 0,
      name: memberName,
      email,
      imageUrl: "/images/profile/profile-2.svg",
      onboarding: 0,
    },
  });
};

/** '2026.11.22' for now, in the browser's time zone. */
const todayInBrowser = () => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  return parts.replaceAll("-", ".");
};

const openPage = (deviceScaleFactor: number) =>
  openLoggedInPage(browser, baseURL, session, { timezoneId: TIME_ZONE, acceptDownloads: true, deviceScaleFactor });

const tabs = sharedTabs();
/** The member's tab the tests take turns in (support/tabs.ts). */
const memberTab = () => tabs("member", async () => (await openPage(SCREENSHOT_SCALE)).page);

const badgeTile = (page: Page, name: string) =>
  page.getByRole("list", { name: "배지 목록" }).getByRole("button", { name: new RegExp(`^${name}`) });

beforeAll(async () => {
  browser = await launchBrowser();
  session = await registerNewMember();
});
afterAll(async () => {
  await browser?.close();
});

describe("badges", () => {
  it("a new member's first delivered praise earns '첫 꿀 보내기' with today's date", async () => {
    const before = await call<{ allBadgeInfos: BadgeInfo[] }>("/api/badge", { token: session.accessToken });
    expect(before.allBadgeInfos.every((badge) => badge.completedDate === null)).toBe(true);

    // Send a praise and have KakaoTalk deliver it (the share emulator calls the webhook).
    const group = await call<{ groupId: number }>("/api/group", {
      token: session.accessToken,
      body: { groupName: `배지 그룹 ${suffix}` },
    });
    const { uuid } = await call<{ uuid: string }>("/api/send-praise", {
      token: session.accessToken,
      body: {
        content: "첫 꿀을 보내요!",
        projectStatus: false,
        receiverName: "이달콤",
        groupId: group.groupId,
        honeyStampId: 1,
      },
    });
    expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });

    const { page, errors } = await memberTab();
    // A member finds the board from the side menu (once, nothing linked to it).
    await page.goto("/");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog", { name: "메뉴" }).getByRole("link", { name: "배지" }).click();
    await page.waitForURL(`${baseURL}/badge`);
    const first = badgeTile(page, "첫 꿀 보내기");
    await expect.poll(() => first.textContent()).toBe(`첫 꿀 보내기${todayInBrowser()} 획득`);
    expect(await first.getAttribute("data-earned")).toBe("true");
    expect(await first.locator("img").getAttribute("src")).toBe("/images/badges/send-1.svg");
    // Everything else is still locked.
    for (const name of ["첫 꿀 받기", "꿀 좀 받아본 사람", "꿀부자", "달달한 당신", "꿀플루언서"]) {
      expect(await badgeTile(page, name).textContent()).toBe(`${name}미획득`);
      expect(await badgeTile(page, name).locator("img").getAttribute("src")).toMatch(/-locked\.svg$/);
    }
    await expect.poll(() => page.getByText("6개 중 1개 획득").isVisible()).toBe(true);
    // Three columns: the first three tiles share a row, the fourth starts the next.
    const tops = await page
      .getByRole("list", { name: "배지 목록" })
      .locator("li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    // Every badge's art actually loaded.
    await expect
      .poll(() =>
        page
          .locator("ul[aria-label='배지 목록'] img")
          .evaluateAll((imgs) =>
            imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await screenshot(page, "badge-390x844");

    // Tapping a badge shows its description.
    await first.click();
    const dialog = page.getByRole("dialog", { name: "첫 꿀 보내기" });
    await expect.poll(() => dialog.getByText("처음으로 꿀을 보냈어요.").isVisible()).toBe(true);
    await settledScreenshot(page, "badge-detail-390x844");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true); // focus back on the tile

    expect(errors).toEqual([]);
  });

  it("saves the badge board as '꿀단지 배지.png' at scale 2", async () => {
    // A tab of its own at a phone's scale: the export is drawn at scale 2 and compared with the screen.
    const { page, errors } = await openPage(2);
    await page.goto("/badge");
    await expect.poll(() => page.getByRole("button", { name: "이미지로 저장" }).isEnabled()).toBe(true);
    const board = page.getByRole("region", { name: "나의 꿀단지 배지" });
    const box = (await board.boundingBox())!;

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "이미지로 저장" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("꿀단지 배지.png");
    // Saved where it can be looked at, and read back (the run's browser is remote: no path of its own).
    const file = join(process.cwd(), "test-results", "screenshots", "badge-export.png");
    await download.saveAs(file);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: twice the board's size, so the capture kept the page's layout (styles adopted in the clone).
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(Math.abs(width - 2 * box.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(height - 2 * box.height)).toBeLessThanOrEqual(2);
    // The picture matches the page: each badge's art in the export looks like it does on screen.
    const onScreen = await board.screenshot({ animations: "disabled" });
    const arts = await board.locator("ul[aria-label='배지 목록'] img").evaluateAll((imgs) =>
      imgs.map((img) => {
        const origin = img.closest("section")!.getBoundingClientRect();
        const r = img.getBoundingClientRect();
        return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
      }),
    );
    const differences = await page.evaluate(
      async ({ exported, screen, regions }) => {
        const pixels = async (b64: string) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b64}`;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const context = canvas.getContext("2d")!;
          context.drawImage(img, 0, 0);
          return context;
        };
        const [a, b] = await Promise.all([pixels(exported), pixels(screen)]);
        // Mean absolute difference per channel (0–255) over each art's box, both at device scale 2; and, to
        // judge it by, how far the on-screen art is from the bare cream board (what a lost image leaves).
        const CREAM = [0xff, 0xf8, 0xe1];
        return regions.map(({ x, y, width, height }) => {
          const box = [Math.round(2 * x), Math.round(2 * y), Math.round(2 * width), Math.round(2 * height)] as const;
          const da = a.getImageData(...box).data;
          const db = b.getImageData(...box).data;
          let diff = 0;
          let art = 0;
          for (let i = 0; i < da.length; i += 4) {
            for (let c = 0; c < 3; c++) {
              diff += Math.abs(da[i + c]! - db[i + c]!);
              art += Math.abs(CREAM[c]! - db[i + c]!);
            }
          }
          const n = (da.length / 4) * 3;
          return { diff: diff / n, art: art / n };
        });
      },
      { exported: png.toString("base64"), screen: onScreen.toString("base64"), regions: arts },
    );
    expect(differences).toHaveLength(6);
    for (const { diff, art } of differences) expect(diff).toBeLessThan(art / 3);

    await expect.poll(() => page.getByRole("button", { name: "이미지로 저장" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("holds the board's size while the badges load (no layout jump)", async () => {
    const { page, errors } = await memberTab();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // The real answer, held back until the skeleton has been measured.
    await page.route("**/api/badge", async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto("/badge");
    const board = page.getByRole("region", { name: "나의 꿀단지 배지" });
    await expect.poll(() => page.getByTestId("badge-skeleton").isVisible()).toBe(true);
    const loading = (await board.boundingBox())!;
    const saveTop = (await page.getByRole("button", { name: "이미지로 저장" }).boundingBox())!.y;
    release();
    await expect.poll(() => page.getByText("6개 중 1개 획득").isVisible()).toBe(true);
    const loaded = (await board.boundingBox())!;
    expect(loaded.height).toBeCloseTo(loading.height, 0);
    expect((await page.getByRole("button", { name: "이미지로 저장" }).boundingBox())!.y).toBeCloseTo(saveTop, 0);
    expect(errors).toEqual([]);
    await page.unroute("**/api/badge");
  });

  it("fits a small phone without sideways overflow", async () => {
    const { page, errors } = await memberTab();
    await page.setViewportSize(SMALL_PHONE);
    for (const path of ["/badge", "/announcement", "/guide"]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).first().isVisible()).toBe(true);
      if (path === "/badge") await expect.poll(() => page.getByText("6개 중 1개 획득").isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `${path.slice(1)}-320x640`);
    }
    expect(errors).toEqual([]);
    await page.setViewportSize(PHONE);
  });
});

describe("announcements and the component guide", () => {
  it("shows the empty state with the mascot on /announcement", async () => {
    const { page, errors } = await memberTab();
    await page.goto("/announcement");
    await expect.poll(() => page.getByText("새로운 공지사항이 없어요.").isVisible()).toBe(true);
    expect(await page.locator("main img[src='/images/logo.svg']").isVisible()).toBe(true);
    await screenshot(page, "announcement-390x844");
    expect(errors).toEqual([]);
  });

  it("shows every shared widget on /guide, and its toast and tooltip work", async () => {
    const { page, errors } = await memberTab();
    await page.goto("/guide");
    await expect.poll(() => page.getByRole("heading", { level: 2 }).count()).toBe(16);
    await screenshot(page, "guide-390x844");

    await page.getByRole("button", { name: "기본 토스트 보기" }).click();
    // Timed from the tap: the toast appears after it, so it is gone no sooner than TOAST_DURATION_MS after
    // the tap (timed from the moment this test saw it, a slow check in between shortened the figure).
    const tappedAt = Date.now();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.isVisible()).toBe(true);
    const geometry = await toast.evaluate((el) => {
      const region = el.parentElement!.getBoundingClientRect();
      return { bottomGap: window.innerHeight - region.bottom, width: region.width };
    });
    expect(geometry.bottomGap).toBe(24);
    expect(geometry.width).toBeLessThanOrEqual(430);
    // Gone after its duration and the fade.
    await expect.poll(() => toast.count(), { timeout: 6000, interval: 100 }).toBe(0);
    expect(Date.now() - tappedAt).toBeGreaterThanOrEqual(3000);

    await page.getByRole("button", { name: "스탬프 안내" }).click();
    await expect.poll(() => page.getByRole("tooltip").isVisible()).toBe(true);
    await settledScreenshot(page, "guide-tooltip-390x844", { fullPage: false });
    await page.getByRole("heading", { level: 1, name: "컴포넌트 가이드" }).click(); // outside
    await expect.poll(() => page.getByRole("tooltip").count()).toBe(0);

    // The overlays, as a designer would open them.
    for (const [button, dialog, name] of [
      ["삭제 확인 열기", "그룹을 삭제할까요?", "guide-confirm-dialog-390x844"],
      ["그룹 선택 시트 열기", "그룹 선택", "guide-group-picker-390x844"],
    ] as const) {
      await page.getByRole("button", { name: button }).click();
      await expect.poll(() => page.getByRole("dialog", { name: dialog }).isVisible()).toBe(true);
      await settledScreenshot(page, name, { fullPage: false });
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
