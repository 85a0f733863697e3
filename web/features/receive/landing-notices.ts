// The landing's '알아두세요' (SPEC §2, §4): short guidance for what the viewer can do with this praise.
import { OWN_PRAISE_NOT_KEPT_MESSAGE } from "@contract/praise";

const IMAGE_NOTICE = "‘이미지로 저장’을 누르면 칭찬 카드를 사진으로 간직할 수 있어요.";

/** Short guidance for what the viewer can do with this praise. */
export const notices = ({
  missing,
  loggedIn,
  isMine,
  saved,
}: {
  missing: boolean;
  loggedIn: boolean;
  isMine: boolean;
  saved: boolean;
}) => {
  if (missing) return ["아직 전달되지 않았거나 삭제된 꿀일 수 있어요. 보낸 사람에게 링크를 다시 확인해주세요."];
  if (isMine)
    return [OWN_PRAISE_NOT_KEPT_MESSAGE, "보낸 꿀은 보낸 그룹의 ‘보낸 꿀’에서 다시 볼 수 있어요.", IMAGE_NOTICE];
  if (saved)
    return [
      "저장한 그룹에서 언제든 이 꿀을 다시 볼 수 있어요.",
      "다른 그룹으로 옮기려면 그룹 화면에서 옮겨주세요.",
      IMAGE_NOTICE,
    ];
  const list = [
    "꿀을 저장하면 내 꿀단지의 그룹에 모여, 언제든 다시 볼 수 있어요.",
    "저장한 꿀은 나중에 다른 그룹으로 옮길 수 있어요.",
    IMAGE_NOTICE,
  ];
  if (!loggedIn) list.push("꿀을 저장하려면 카카오 로그인이 필요해요. 처음이라면 가입 후 바로 저장할 수 있어요.");
  return list;
};
