// Deleting received praise from a group (SPEC §4): one confirmation for one praise or a selection,
// then the toast; the dialog stays, busy, until the host has answered.
import { useDeleteReceivedPraise } from "../../api/praise";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useToast } from "../../ui/toast";
import { DETAIL_MESSAGES } from "./detail-messages";

export type DeletePraiseDialogProps = {
  /** The received praise to delete; the dialog is closed while null. */
  praiseIds: readonly number[] | null;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeletePraiseDialog({ praiseIds, onClose, onDeleted }: DeletePraiseDialogProps) {
  const toast = useToast();
  const deletePraise = useDeleteReceivedPraise();

  const confirm = () => {
    if (!praiseIds || deletePraise.isPending) return;
    deletePraise.mutate(praiseIds, {
      onSuccess: () => {
        toast.show(DETAIL_MESSAGES.deleteSuccess);
        onDeleted();
      },
      onError: () => toast.show(DETAIL_MESSAGES.deleteFailure),
    });
  };

  return (
    <ConfirmDialog
      open={praiseIds !== null}
      title={`선택한 꿀 ${praiseIds?.length ?? 0}개를 삭제할까요?`}
      description={"삭제한 꿀은 다시 되돌릴 수 없어요."}
      confirmText="삭제"
      onConfirm={confirm}
      onCancel={onClose}
      busy={deletePraise.isPending}
    />
  );
}
