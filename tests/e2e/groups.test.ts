// Groups (honey jars) in Chromium: empty home, create three, card and list views, reorder by keyboard
// and by mouse (surviving a reload), rename with a duplicate attempt, delete. A member of this file's
// own (signed up through the real calls), so no other journey's groups get in the way. Both phone
// widths are checked on one page, narrowed in place: the home sheet lays itself out in CSS alone
// (SPEC §9's height is the dynamic viewport's), so the narrowed page is what a 320 px phone draws.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openLoggedInPage, PHONE, SMALL_PHONE, screenshot, tabInTurn } from "./support/browser";
import { decodePng } from "./support/png";
import { kakaoTokenOf, phoneHeaders } from "./support/session";

const baseURL = inject("baseURL");
const MEMBER = "그룹지기"; // Kakao nickname and member name, used by this file only

type Tokens = { accessToken: string; refreshToken: string; memberName: string };
let browser: Browser;
let tokens: Tokens;

const json = async <T>(res: Response): Promise<T> => {
  if (!res.ok) throw new Error(`${res.status} ${res.url}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A new Kakao user through the emulator, signed up with a verified email: the app's own sign-up calls. */
const signUp = async (nickname: string): Promise<Tokens> => {
  const kakaoToken = await kakaoTokenOf(baseURL, nickname);
  const email = `groups-e2e-${Date.now()}@example.com`;
  // With the provider token, as register: a verification serves only who passed it (decision 027).
  const asSignUp = { Authorization: `Bearer ${kakaoToken}`, ...phoneHeaders(email) };
  await json(await post("/api/auth/send-mail", { receiverMail: email }, asSignUp));
  const [mail] = (await (await fetch(`${baseURL}/__dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string | null;
  }[];
  const verificationNumber = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
  await json(
    await fetch(`${baseURL}/api/auth/check-mail?${new URLSearchParams({ receiverMail: email, verificationNumber })}`, {
      headers: asSignUp,
    }),
  );
  const { profileImageUrl } = await json<{ profileImageUrl: Record<string, string> }>(
    await fetch(`${baseURL}/api/member/profile-image`),
  );
  return json<Tokens>(
    await post(
      "/api/auth/register",
      {
        serviceTerm: 1,
        personalInfo: 1,
        emailMarketing: 0,
        name: nickname,
        email,
        imageUrl: profileImageUrl["1"],
        onboarding: 0,
      },
      { Authorization: `Bearer ${kakaoToken}` },
    ),
  );
};

/** The server's view of the member's groups, in order. */
const serverOrder = async () =>
  (
    await json<{ groupMembersPraiseCountInfos: { groupName: string; orderIdx: number }[] }>(
      await fetch(`${baseURL}/api/group`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } }),
    )
  ).groupMembersPraiseCountInfos.map((group) => `${group.orderIdx}:${group.groupName}`);

/** A logged-in page (the session stored as the login callback stores it). */
/**
 * The danger dialog's red band, read off its pixels: red along the top, and no red pixel lower than
 * the band's 6 px in any column, the rounded corners included (a top border follows them down, and
 * looks like a red layer behind the dialog).
 */
const redBelowTheBand = async (dialog: Locator) => {
  await expect.poll(async () => (await dialog.evaluate((el) => el.getAnimations().length)) === 0).toBe(true);
  const pixels = decodePng(await dialog.screenshot({ animations: "disabled" }));
  const scale = pixels.width / (await dialog.evaluate((el) => el.getBoundingClientRect().width));
  const isRed = ([r, g, b]: [number, number, number]) => r > 170 && g < 120 && b < 120;
  const band = isRed(pixels.at(Math.floor(pixels.width / 2), Math.floor(2 * scale)));
  let below = 0;
  for (let x = 0; x < pixels.width; x++)
    for (let y = Math.ceil(7 * scale); y < Math.ceil(24 * scale); y++) if (isRed(pixels.at(x, y))) below++;
  return { band, below };
};

/** The member's phone, whose one tab the journeys take in turn (each starts with a load of its own). */
let memberTab: ReturnType<typeof tabInTurn> | undefined;
const openPage = async () => {
  if (!memberTab) {
    const { page } = await openLoggedInPage(browser, baseURL, tokens, { viewport: PHONE });
    memberTab = tabInTurn(page.context());
    await page.close();
  }
  return memberTab();
};

/** Waits for running animations (card slide, sheet move, toast fade) to finish before a screenshot. */
const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
const sheetBodyFits = (page: Page) =>
  page.getByTestId("my-jars-body").evaluate((el) => el.scrollHeight <= el.clientHeight);
const noSidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const rowNames = (page: Page) => page.getByTestId("group-row").allTextContents();
const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByTestId("toast").filter({ hasText: text }).isVisible()).toBe(true);
/** The drag's live region (dnd-kit's, with the page's Korean words) says `text`. */
const announced = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).waitFor({ state: "attached" });

const createInDialog = async (page: Page, name: string) => {
  const dialog = page.getByRole("dialog", { name: "새 그룹 생성" });
  await dialog.getByLabel("그룹명").fill(name);
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
};

beforeAll(async () => {
  browser = await launchBrowser();
  tokens = await signUp(MEMBER);
});
afterAll(async () => {
  await browser?.close();
});

describe("groups in Chromium", () => {
  it("home without groups: the empty state leads with '꿀 보내기', no view toggles (screenshots 390×844, 320×640)", async () => {
    const { page, errors } = await openPage();
    await page.goto("/");
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.getByText("아직 꿀단지가 없어요").isVisible()).toBe(true);
      expect(await page.getByText(`안녕하세요, ${MEMBER}님!`).isVisible()).toBe(true);
      expect(await page.getByText("팀원에게 첫 꿀을 보내면 꿀단지가 생겨요.").isVisible()).toBe(true);
      expect(await page.getByRole("group", { name: "그룹 보기 방식" }).count()).toBe(0);
      // SPEC §9: the sheet is the window height minus 235.
      const sheetHeight = () =>
        page.getByRole("region", { name: "내 꿀단지" }).evaluate((el) => el.getBoundingClientRect().height);
      await expect.poll(sheetHeight).toBe(viewport.height - 235);
      expect(await noSidewaysOverflow(page)).toBe(true);
      await settle(page);
      await screenshot(page, `groups-home-empty-${viewport.width}x${viewport.height}`);
    }
    expect(errors).toEqual([]);
  });

  it("creates three groups (a duplicate refused under the field) and shows them in card and list views", async () => {
    const { page, errors } = await openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "새 꿀단지 만들기" }).click();
    await createInDialog(page, "디자인팀");
    await expect.poll(() => page.getByText("1번째 그룹 / 1").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "디자인팀 그룹" }).isVisible()).toBe(true);

    // The rest from group management (the edit icon on the sheet).
    await page.getByRole("link", { name: "그룹 관리" }).click();
    await page.waitForURL(`${baseURL}/group/management`);
    await page.getByRole("button", { name: "새 그룹 만들기" }).click();
    await createInDialog(page, "개발팀");
    await page.getByRole("button", { name: "새 그룹 만들기" }).click();
    const dialog = page.getByRole("dialog", { name: "새 그룹 생성" });
    // A name the member already has is refused as it is typed, in the rename's words, before any call.
    await dialog.getByLabel("그룹명").fill("개발팀");
    await expect.poll(() => dialog.getByText("이미 존재하는 그룹이에요.").isVisible()).toBe(true);
    expect(await dialog.getByRole("button", { name: "저장" }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel("그룹명").inputValue()).toBe("개발팀");
    await dialog.getByLabel("그룹명").fill("기획팀");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect.poll(() => rowNames(page)).toEqual(["디자인팀", "개발팀", "기획팀"]);
    expect(await serverOrder()).toEqual(["1:디자인팀", "2:개발팀", "3:기획팀"]);

    // Home, freshly loaded: the card view pages through the three.
    await page.goto("/");
    await expect.poll(() => page.getByText("1번째 그룹 / 3").isVisible()).toBe(true);
    await page.getByRole("button", { name: "다음 그룹" }).click();
    await expect.poll(() => page.getByText("2번째 그룹 / 3").isVisible()).toBe(true);
    // At both widths the whole card and its pager fit in the sheet: nothing to scroll, nothing cut off.
    for (const viewport of [PHONE, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      expect(await page.getByRole("heading", { name: "개발팀 그룹" }).isVisible()).toBe(true);
      await expect.poll(() => sheetBodyFits(page)).toBe(true);
      expect(await noSidewaysOverflow(page)).toBe(true);
      await settle(page);
      await screenshot(page, `groups-home-card-${viewport.width}x${viewport.height}`);
    }

    // The list view, at 320 px then back at 390 px: every group on its one page.
    await page.getByRole("button", { name: "목록으로 보기" }).click();
    for (const viewport of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.getByText("1 / 1").isVisible()).toBe(true);
      for (const name of ["디자인팀 그룹", "개발팀 그룹", "기획팀 그룹"]) {
        expect(await page.getByRole("link", { name: new RegExp(`^${name}`) }).isVisible()).toBe(true);
      }
      await expect.poll(() => sheetBodyFits(page)).toBe(true);
      expect(await noSidewaysOverflow(page)).toBe(true);
      await settle(page);
      await screenshot(page, `groups-home-list-${viewport.width}x${viewport.height}`);
    }
    // The phone keeps the member's view: back to the cards the next journeys start from.
    await page.getByRole("button", { name: "카드로 보기" }).click();
    await page.getByRole("button", { name: "카드로 보기", pressed: true }).waitFor();
    expect(errors).toEqual([]); // the duplicate never reached the server
  });

  it("reorders by keyboard and by mouse drag; the order survives a reload", async () => {
    const { page, errors } = await openPage();
    await page.goto("/group/management");
    await expect.poll(() => rowNames(page)).toEqual(["디자인팀", "개발팀", "기획팀"]);

    // Keyboard: pick 기획팀 up with Space, two places up, drop with Space; each key waits for the
    // handle to be held, then for what a screen reader hears of the move.
    const picked = page.getByRole("button", { name: "기획팀 순서 바꾸기" });
    await picked.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => picked.getAttribute("aria-pressed")).toBe("true");
    // dnd-kit's keyboard sensor starts listening for the arrows in a task it queues on the pick-up
    // (a zero-delay timer): an arrow pressed before that task is lost, as the page still shows the
    // third place. A task queued now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    for (const [key, heard] of [
      ["ArrowUp", "기획팀을 2번째 자리로 옮기는 중이에요."],
      ["ArrowUp", "기획팀을 1번째 자리로 옮기는 중이에요."],
      ["Space", "기획팀을 1번째 자리에 놓았어요."],
    ] as const) {
      await page.keyboard.press(key);
      await announced(page, heard);
    }
    await toast(page, "그룹 순서를 변경했어요");
    await expect.poll(() => rowNames(page)).toEqual(["기획팀", "디자인팀", "개발팀"]);
    await expect.poll(serverOrder).toEqual(["1:기획팀", "2:디자인팀", "3:개발팀"]);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(["기획팀", "디자인팀", "개발팀"]);

    // Mouse: drag 개발팀's handle above the first row.
    const handle = await page.getByRole("button", { name: "개발팀 순서 바꾸기" }).boundingBox();
    const first = await page.getByTestId("group-row").first().boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    const targetY = first!.y + 8;
    await page.mouse.move(handle!.x + handle!.width / 2, targetY, { steps: 12 });
    // Dropped only once the list has it over the first row.
    await announced(page, "개발팀을 1번째 자리로 옮기는 중이에요.");
    await page.mouse.up();
    await toast(page, "그룹 순서를 변경했어요");
    await expect.poll(() => rowNames(page)).toEqual(["개발팀", "기획팀", "디자인팀"]);
    await expect.poll(serverOrder).toEqual(["1:개발팀", "2:기획팀", "3:디자인팀"]);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(["개발팀", "기획팀", "디자인팀"]);
    await settle(page);
    await screenshot(page, "groups-management-390x844");

    // Home follows the same order.
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { name: "개발팀 그룹" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("renames with a duplicate attempt, deletes from the rename modal (back skips the deleted group), and from the list", async () => {
    const { page, errors } = await openPage();
    await page.goto("/");
    await page.getByRole("link", { name: "그룹 관리" }).click();
    await page.waitForURL(`${baseURL}/group/management`);
    await page.getByRole("link", { name: "개발팀 그룹으로 이동" }).click();
    await page.waitForURL(/\/group\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "개발팀" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "그룹명 변경" }).click();
    const rename = page.getByRole("dialog", { name: "그룹명 변경" });
    const field = rename.getByLabel("새 그룹명");
    expect(await field.inputValue()).toBe("개발팀");
    expect(await rename.getByRole("button", { name: "저장" }).isDisabled()).toBe(true);
    await field.fill("기획팀");
    await expect.poll(() => rename.getByText("이미 존재하는 그룹이에요.").isVisible()).toBe(true);
    expect(await rename.getByRole("button", { name: "저장" }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, "groups-rename-duplicate-390x844");
    await field.fill("백엔드팀");
    await expect.poll(() => rename.getByRole("button", { name: "저장" }).isEnabled()).toBe(true);
    await rename.getByRole("button", { name: "저장" }).click();
    await toast(page, "그룹명을 변경했어요");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "백엔드팀" }).isVisible()).toBe(true);
    expect(await serverOrder()).toEqual(["1:백엔드팀", "2:기획팀", "3:디자인팀"]);

    // Delete from the rename modal: a warning first, then /group/management in this entry's place.
    await page.getByRole("button", { name: "그룹명 변경" }).click();
    await page.getByRole("button", { name: "그룹 삭제하기" }).click();
    const confirm = page.getByRole("dialog", { name: "'백엔드팀' 그룹을 삭제할까요?" });
    expect(await confirm.getByText(/되돌릴 수 없어요/).isVisible()).toBe(true);
    expect(await redBelowTheBand(confirm)).toEqual({ band: true, below: 0 });
    await screenshot(page, "groups-delete-warning-390x844");
    await confirm.getByRole("button", { name: "삭제" }).click();
    await page.waitForURL(`${baseURL}/group/management`);
    await toast(page, "그룹을 삭제했어요");
    await expect.poll(() => rowNames(page)).toEqual(["기획팀", "디자인팀"]);
    expect(await serverOrder()).toEqual(["1:기획팀", "2:디자인팀"]);

    // From the list: the trash button, a warning, then gone.
    await page.getByRole("button", { name: "디자인팀 삭제" }).click();
    await page
      .getByRole("dialog", { name: "'디자인팀' 그룹을 삭제할까요?" })
      .getByRole("button", { name: "삭제" })
      .click();
    await expect.poll(() => rowNames(page)).toEqual(["기획팀"]);
    expect(await serverOrder()).toEqual(["1:기획팀"]);

    // Back goes two steps (state.double): past the management entry that replaced the deleted group.
    await page.getByRole("button", { name: "뒤로 가기" }).click();
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => page.getByText("1번째 그룹 / 1").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
