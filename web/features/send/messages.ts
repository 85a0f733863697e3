// Korean strings the send flow shares between its pages and tests.
import { PRAISE_MESSAGES } from "@contract/praise";
import { STAMP_REQUIRED } from "@contract/stamp";
import { SHARE_FAILED_MESSAGE } from "../../lib/kakao-sdk";

export const SEND_MESSAGES = {
  stampRequired: STAMP_REQUIRED,
  contentRequired: PRAISE_MESSAGES.contentEmpty,
  sending: "카카오톡으로 보내는 중이에요…",
  shareFailed: SHARE_FAILED_MESSAGE,
  sendFailed: "연결이 불안정해서 꿀을 보내지 못했어요. 작성한 내용은 그대로 있어요.",
  retry: "다시 시도",
} as const;
