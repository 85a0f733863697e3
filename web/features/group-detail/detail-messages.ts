// The group detail's texts that more than one part shows or that tests read (SPEC §2, §4, §8).
import { PRAISE_MESSAGES } from "@contract/praise";
import { MOVE_SUCCESS } from "../../ui/messages";

export const DETAIL_MESSAGES = {
  honeySaved: PRAISE_MESSAGES.saved,
  moveSuccess: MOVE_SUCCESS,
  moveFailure: "꿀을 옮기는 중 오류가 발생했어요. 다시 시도해주세요.",
  deleteSuccess: "선택한 꿀을 삭제했어요",
  deleteFailure: "꿀을 삭제하는 중 오류가 발생했어요. 다시 시도해주세요.",
  sentDeleteSoon: "보낸 꿀 삭제는 준비 중이에요",
  emptyReceived: "아직 받은 꿀도장이 없어요",
  emptySent: "아직 보낸 꿀도장이 없어요",
} as const;

/** SPEC §9: the 'honey saved' toast and the coming-soon toast both stay 3 s. */
export const DETAIL_TOAST_MS = 3000;

/** SPEC §1: the exported praise image's file name. */
export const PRAISE_IMAGE_FILE = "칭찬 이미지.png";
