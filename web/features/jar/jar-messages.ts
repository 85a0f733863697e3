import { honorific } from "@contract/honorific";
import { JAR_NOT_FOUND } from "@contract/jar";
import { JAR_LOAD_FAILED } from "../../ui/jar-words";
// The shared jar's words (decision 024): toasts, field messages and notices of its pages.
export const JAR_PAGE_MESSAGES = {
  written: "편지를 꿀단지에 담았어요.",
  edited: "편지를 고쳤어요.",
  deleted: "편지를 지웠어요.",
  hidden: "편지를 숨겼어요. 여는 날 전까지 '숨긴 편지'에서 되돌릴 수 있어요.",
  unhidden: "편지를 되돌렸어요.",
  /** Hiding deletes the letter's photo (decision 039): its undo brings back the words and the stamp. */
  hideAsk: "숨긴 편지는 받는 사람에게 전달되지 않아요. 여는 날 전까지 되돌릴 수 있지만, 사진은 지워져요.",
  hiddenHint: "받는 사람에게 전달되지 않아요. 여는 날 전까지 되돌릴 수 있어요.",
  /** A writer whose letter the creator hid writes no more there (decision 037). */
  hiddenWriter: "만든 사람이 숨긴 편지가 있어 이 꿀단지에는 더 쓸 수 없어요.",
  hiddenAfterDay: "받는 사람에게 전달되지 않아요. 여는 날이 되어 더는 되돌릴 수 없어요.",
  closed: "편지 받기를 마감했어요.",
  reopened: "다시 편지를 받아요.",
  notFound: JAR_NOT_FOUND,
  loadFailed: JAR_LOAD_FAILED,
  guestHint: "로그인 없이 닉네임으로 쓸 수 있어요. 내 편지는 이 브라우저에서 고치거나 지울 수 있어요.",
  /** The creator's nudge (진행 상황 공유): how far the jar has come, '꿀방울 7개 · D-2'. */
  nudgeHint: (progress: string) => `지금 ${progress}. 아직 쓰지 않은 팀원에게 한 번 더 알려주세요.`,
  secretHint: "편지는 여는 날까지 받는 사람에게 보이지 않아요. 꿀단지를 만든 사람만 미리 읽을 수 있어요.",
} as const;

/** The page's notice once the jar is delivered or closed. */
export const keptNotice = (recipientName: string) =>
  `${honorific(recipientName)}에게 전달된 꿀단지예요. 함께 채워주셔서 고마워요!`;
