// Decision 039 in Chromium: a guest on a shared jar's drawn page adds a photo straight from the camera
// (3000 × 2000 px), sees it made smaller and previewed, sends the letter, and finds the photo in their
// own letter: no longer than PHOTO_SIDE_SENT a side on its way up, and within PHOTO_BYTES_MAX; the person the
// jar is for, logged out, sees it through the opening link.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  collectErrors,
  launchBrowser,
  openLoggedInPage,
  PHONE,
  type SessionTokens,
  screenshotBothWidths,
} from "./support/browser";
import { phoneHeaders } from "./support/session";
import { signUp } from "./support/sign-up";

const baseURL = inject("baseURL");
const run = String(Date.now()).slice(-5);
const RECIPIENT = `사진${run.slice(-4)}`;

let browser: Browser;
let creator: SessionTokens;
const contexts: BrowserContext[] = [];

const kstDay = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [browser, creator] = await Promise.all([launchBrowser(), signUp(baseURL, `jar-ph-${run}`, `만든${run.slice(-4)}`)]);
}, 60_000);
afterAll(async () => {
  await Promise.allSettled(contexts.map((context) => context.close()));
  await browser?.close();
});

describe("a photo in a jar letter", { timeout: 120_000 }, () => {
  it("a guest adds a camera-sized photo, sees its preview, sends the letter and finds the photo in it", async () => {
    const made = await openLoggedInPage(browser, baseURL, creator);
    contexts.push(made.page.context());
    await made.page.goto("/");
    const { jarId, keepKey } = await made.page.evaluate(
      async ([recipientName, opensOn]) => {
        const res = await fetch("/api/jar", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Kkul-Request": "1" },
          body: JSON.stringify({ recipientName, occasion: "FAREWELL", opensOn }),
        });
        return ((await res.json()) as { data: { jarId: string; keepKey: string } }).data;
      },
      // Opening today: the person it is for reads it at the end, no clock moved.
      [RECIPIENT, kstDay(0)],
    );

    // A member's upload goes through the edge's session (the BFF adds the bearer) and reads back as theirs.
    const asMember = await made.page.evaluate(async (id) => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 480;
      canvas.getContext("2d")!.fillRect(0, 0, 320, 240);
      const photo = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.85));
      const res = await fetch(`/api/jar/${id}/photos`, {
        method: "POST",
        headers: { "Content-Type": "image/jpeg", "X-Kkul-Request": "1" },
        body: photo,
      });
      const { photoId } = ((await res.json()) as { data: { photoId: string } }).data;
      const back = await fetch(`/api/jar/${id}/photos/${photoId}`);
      return {
        status: res.status,
        back: back.status,
        type: back.headers.get("Content-Type"),
        nosniff: back.headers.get("X-Content-Type-Options"),
        cache: back.headers.get("Cache-Control"),
      };
    }, jarId);
    expect(asMember).toEqual({
      status: 201,
      back: 200,
      type: "image/jpeg",
      nosniff: "nosniff",
      cache: expect.stringMatching(/^private\b/),
    });

    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      locale: "ko-KR",
      baseURL,
      extraHTTPHeaders: phoneHeaders(`jar-photo-guest-${run}`),
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/jar/${jarId}`);
    await page.getByRole("heading", { name: `${RECIPIENT}님에게 편지 쓰기` }).waitFor();
    await page.waitForFunction(() => !("kkulReleaseTaps" in window));

    // A camera's photo: 3000 × 2000 px, drawn in the page (a gradient and shapes, so it has some weight).
    const camera = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 3000;
      canvas.height = 2000;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, 3000, 2000);
      gradient.addColorStop(0, "#ffd54f");
      gradient.addColorStop(1, "#6d4c41");
      context.fillStyle = gradient;
      context.fillRect(0, 0, 3000, 2000);
      for (let i = 0; i < 200; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 70% 60%)`;
        context.beginPath();
        context.arc((i * 397) % 3000, (i * 211) % 2000, 40 + (i % 90), 0, Math.PI * 2);
        context.fill();
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.95));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });

    await page.getByLabel("닉네임").fill("사진러");
    await page.locator("label", { has: page.getByRole("radio", { name: "새 출발 응원" }) }).click();
    await page.getByLabel("편지", { exact: true }).fill("우리 팀 사진도 같이 담아요");
    await page.getByRole("button", { name: "사진 추가" }).waitFor();

    const uploaded = page.waitForResponse(
      (response) => response.request().method() === "POST" && /\/photos$/.test(response.url()),
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: Buffer.from(camera) });
    expect((await uploaded).status()).toBe(201);
    await page.getByRole("img", { name: "편지에 담을 사진" }).waitFor();
    await page.getByRole("button", { name: "사진 빼기" }).waitFor();
    // What was typed is still there.
    expect(await page.getByLabel("편지", { exact: true }).inputValue()).toBe("우리 팀 사진도 같이 담아요");
    await screenshotBothWidths(page, "jar-photo-preview");

    await page.getByRole("button", { name: "꿀단지에 담기" }).click();
    const own = page.getByRole("list", { name: "내가 쓴 편지" });
    await own.getByText("우리 팀 사진도 같이 담아요").waitFor();
    const picture = own.getByRole("img", { name: "편지에 담긴 사진" });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const size = await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(Math.max(...size)).toBeLessThanOrEqual(1280);
    expect(size).toEqual([1280, 853]);
    const bytes = await picture.evaluate(async (img: HTMLImageElement) => (await (await fetch(img.src)).blob()).size);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    // The composer is empty again, with '사진 추가' back for the next letter.
    await page.getByRole("button", { name: "사진 추가" }).waitFor();
    await screenshotBothWidths(page, "jar-photo-sent");
    expect(errors).toEqual([]);

    // The person it is for, logged out on a phone of their own, sees it through the opening link.
    const theirs = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      locale: "ko-KR",
      baseURL,
      extraHTTPHeaders: phoneHeaders(`jar-photo-recipient-${run}`),
    });
    contexts.push(theirs);
    const opening = await theirs.newPage();
    const openingErrors = collectErrors(opening);
    await opening.goto(`/jar/${jarId}/open#key=${keepKey}`);
    const letters = opening.getByRole("list", { name: "꿀단지의 편지" });
    await letters.getByText("우리 팀 사진도 같이 담아요").waitFor();
    const received = letters.getByRole("img", { name: "편지에 담긴 사진" });
    await received.scrollIntoViewIfNeeded();
    await expect.poll(() => received.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    await screenshotBothWidths(opening, "jar-photo-opened");
    expect(openingErrors).toEqual([]);
  });
});
