// Steps of the main journeys as a member takes them in the browser, shared by the journey files.
import type { Page } from "playwright-core";

/** On (or on the way to) the emulator's Kakao consent page: agree as `nickname` → back to the app. */
export const consentAs = async (page: Page, nickname: string) => {
  await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
  await page.getByLabel(nickname).check();
  await page.getByRole("button", { name: "동의하고 계속하기" }).click();
};

/** /login → Kakao button → the emulator's consent page as `nickname` → back to the app. */
export const logInThroughKakao = async (page: Page, nickname: string) => {
  await page.getByRole("link", { name: "카카오로 시작하기" }).click();
  await consentAs(page, nickname);
};

export type PraiseToSend = { receiver: string; newGroup: string; stamp: string; letter: string };

/**
 * Send step 1 (receiver, a new group from the picker sheet, ongoing 'yes'), step 2 (stamp, letter),
 * '꿀 보내기' and the share stand-in's 1:1 chat; resolves on the complete page.
 */
export const sendPraiseInBrowser = async (page: Page, baseURL: string, praise: PraiseToSend) => {
  await page.goto("/compliment/send/target");
  await page.getByLabel("받는 사람").fill(praise.receiver);
  await page.getByRole("button", { name: /^그룹/ }).click();
  const sheet = page.getByRole("dialog", { name: "그룹 선택" });
  await sheet.getByRole("textbox").fill(praise.newGroup);
  await sheet.getByRole("button", { name: `‘${praise.newGroup}’ 그룹 추가하기` }).click();
  await sheet.getByRole("radio", { name: praise.newGroup, checked: true }).waitFor();
  await sheet.getByRole("button", { name: "선택하기" }).click();
  await page.getByRole("radio", { name: "예" }).check();
  await page.getByRole("button", { name: "다음" }).click();

  await page.waitForURL(`${baseURL}/compliment/send/content`);
  await page.getByRole("radio", { name: praise.stamp }).check();
  await page.getByLabel("칭찬 내용").fill(praise.letter);
  await page.getByRole("button", { name: "꿀 보내기" }).click();
  const chooser = page.getByRole("dialog", { name: "카카오톡 공유 (로컬 에뮬레이터)" });
  await chooser.getByRole("button", { name: "1:1 채팅방에 보내기" }).click();
  // The poll (every 3 s) sees the delivery and replaces the page.
  await page.waitForURL(`${baseURL}/compliment/send/complete`, { timeout: 15_000 });
};

type Share = { templateArgs: Record<string, string>; link: string | null };

/** The link of the newest recorded share whose letter is `letter` (the share emulator's record). */
export const sharedLink = async (baseURL: string, letter: string) => {
  const shares = (await (await fetch(`${baseURL}/__dev/shares`)).json()) as Share[];
  const link = shares.find((share) => share.templateArgs.content === letter)?.link;
  if (!link) throw new Error(`no recorded share with the letter ${JSON.stringify(letter)}`);
  return link;
};
