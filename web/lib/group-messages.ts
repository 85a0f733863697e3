// The group screens' toasts and field messages (SPEC §5, §8), exactly as users read them: shared by
// group management (reorder, delete) and group detail (rename, delete from the rename modal).
import { GROUP_DUPLICATE_MESSAGE } from "@contract/group";

export const GROUP_MESSAGES = {
  reorderSuccess: "그룹 순서를 변경했어요",
  reorderFailure: "그룹 순서를 변경하는 중 오류가 발생했어요.",
  deleteSuccess: "그룹을 삭제했어요",
  deleteFailure: "그룹을 삭제하는 중 오류가 발생했어요. 다시 시도해주세요.",
  renameSuccess: "그룹명을 변경했어요",
  renameFailure: "그룹명을 변경하는 중 오류가 발생했어요. 다시 시도해주세요.",
  duplicateName: GROUP_DUPLICATE_MESSAGE,
  deleteWarning: "그룹을 삭제하면 그룹에 담긴 꿀도 모두 삭제되며,\n삭제한 뒤에는 되돌릴 수 없어요.",
} as const;
