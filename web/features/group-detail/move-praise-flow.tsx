// Move-praise modals (SPEC §2, §4): pick the target group ('다른 그룹으로 꿀 옮기기'; the current group
// cannot be picked, tapping the chosen one again unselects it, '다음' needs a choice), then confirm
// '총 N개의 꿀을 옮길까요?' with both groups and their member counts, then move all of them or none.
// Mounted for one move, so every flow starts from nothing chosen.
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { groupQueries } from "../../api/groups";
import { type PraiseTab, praiseQueries, useMovePraise } from "../../api/praise";
import { Button } from "../../ui/button";
import { GROUPS_LOAD_FAILED, GROUPS_LOADING } from "../../ui/group-words";
import { ArrowDownIcon, CheckIcon } from "../../ui/icons";
import { Modal } from "../../ui/modal";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { DETAIL_MESSAGES } from "./detail-messages";

export const MOVE_PICKER_TITLE = "다른 그룹으로 꿀 옮기기";
export const moveConfirmTitle = (count: number) => `총 ${count}개의 꿀을 옮길까요?`;

const Options = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: "2px",
  display: "flex",
  flexDirection: "column",
  gap: "$2",
});

const Option = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: "$3",
  width: "100%",
  minHeight: "52px",
  padding: "0 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontWeight: "$medium",
  cursor: "pointer",
  transition: "background-color 0.15s ease, box-shadow 0.15s ease",
  "&[aria-pressed='true']": {
    backgroundColor: "$cream",
    boxShadow: "inset 0 0 0 2px $colors$honeyDeep",
    fontWeight: "$bold",
  },
  "&:disabled": { cursor: "not-allowed", color: "$textMuted", backgroundColor: "$gray100" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

const Name = styled("span", {
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
const Current = styled("span", { flexShrink: 0, fontSize: "$xs", color: "$textMuted" });
const Mark = styled("span", {
  display: "grid",
  placeItems: "center",
  width: "24px",
  height: "24px",
  flexShrink: 0,
  borderRadius: "$pill",
  boxShadow: "inset 0 0 0 2px $colors$gray300",
  color: "$white",
  variants: { on: { true: { backgroundColor: "$honeyDeep", boxShadow: "none" } } },
});

const Center = styled("div", {
  display: "grid",
  placeItems: "center",
  gap: "$3",
  minHeight: "120px",
  color: "$textSub",
  fontSize: "$sm",
  textAlign: "center",
});

const Route = styled("div", { display: "flex", flexDirection: "column", alignItems: "stretch", gap: "$1" });
const GroupBox = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$3",
  minHeight: "56px",
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  "& > span:first-child": { fontSize: "$xs", color: "$textMuted", flexShrink: 0 },
  variants: { target: { true: { backgroundColor: "$cream", boxShadow: "inset 0 0 0 2px $colors$honeyDeep" } } },
});
const GroupName = styled("strong", {
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
const Members = styled("span", {
  flexShrink: 0,
  fontSize: "$sm",
  color: "$textSub",
  fontVariantNumeric: "tabular-nums",
});
const Arrow = styled("div", { display: "grid", placeItems: "center", color: "$honeyDark" });

export type MovePraiseFlowProps = {
  tab: PraiseTab;
  praiseIds: readonly number[];
  currentGroup: { groupId: number; groupName: string };
  onClose: () => void;
  /** After the move (lists already refreshed). */
  onMoved: (targetGroupId: number) => void;
};

export function MovePraiseFlow({ tab, praiseIds, currentGroup, onClose, onMoved }: MovePraiseFlowProps) {
  const toast = useToast();
  const [step, setStep] = useState<"pick" | "confirm">("pick");
  const [targetId, setTargetId] = useState<number | null>(null);
  const groups = useQuery(groupQueries.list());
  const members = useQuery({
    ...praiseQueries.groupMembers(targetId === null ? [currentGroup.groupId] : [currentGroup.groupId, targetId]),
    enabled: step === "confirm" && targetId !== null,
  });
  const move = useMovePraise();

  const target = groups.data?.find((group) => group.groupId === targetId);
  const memberCount = (groupId: number) => {
    const info = members.data?.find((group) => group.groupId === groupId);
    return info ? `멤버 ${info.groupMembers.length}명` : members.isError ? "" : "멤버 …";
  };

  const confirm = () => {
    if (targetId === null || move.isPending) return;
    move.mutate(
      { tab, praiseIds, targetGroupId: targetId },
      {
        onSuccess: () => {
          toast.show(DETAIL_MESSAGES.moveSuccess, {
            link: { to: tab === "send" ? `/group/${targetId}?tab=send` : `/group/${targetId}` },
          });
          onMoved(targetId);
        },
        onError: () => toast.show(DETAIL_MESSAGES.moveFailure),
      },
    );
  };

  let choices: ReactNode;
  if (groups.isPending) {
    choices = (
      <Center role="status">
        <Spinner />
        <VisuallyHidden>{GROUPS_LOADING}</VisuallyHidden>
      </Center>
    );
  } else if (groups.isError) {
    choices = (
      <Center>
        <p role="alert">{GROUPS_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={() => void groups.refetch()}>
          다시 시도
        </Button>
      </Center>
    );
  } else if (groups.data.length < 2) {
    choices = <Center>옮길 수 있는 다른 그룹이 없어요.</Center>;
  } else {
    choices = (
      <Options aria-label="옮길 그룹">
        {groups.data.map((group) => {
          const isCurrent = group.groupId === currentGroup.groupId;
          const on = group.groupId === targetId;
          return (
            <li key={group.groupId}>
              <Option
                type="button"
                aria-pressed={on}
                disabled={isCurrent}
                // Tapping the chosen group again unselects it (SPEC §2).
                onClick={() => setTargetId(on ? null : group.groupId)}
              >
                <Name>{group.groupName}</Name>
                {isCurrent ? (
                  <Current>현재 그룹</Current>
                ) : (
                  <Mark on={on} aria-hidden="true">
                    {on && <CheckIcon />}
                  </Mark>
                )}
              </Option>
            </li>
          );
        })}
      </Options>
    );
  }

  return (
    <>
      <Modal
        open={step === "pick"}
        title={MOVE_PICKER_TITLE}
        onClose={onClose}
        onConfirm={() => setStep("confirm")}
        confirmText="다음"
        confirmDisabled={targetId === null}
      >
        {choices}
      </Modal>
      <Modal
        open={step === "confirm"}
        title={moveConfirmTitle(praiseIds.length)}
        onClose={onClose}
        onConfirm={confirm}
        confirmText="옮기기"
        busy={move.isPending}
      >
        <Route>
          <GroupBox>
            <span>현재 그룹</span>
            <GroupName>{currentGroup.groupName}</GroupName>
            <Members>{memberCount(currentGroup.groupId)}</Members>
          </GroupBox>
          <Arrow aria-hidden="true">
            <ArrowDownIcon />
          </Arrow>
          <GroupBox target>
            <span>옮길 그룹</span>
            <GroupName>{target?.groupName ?? ""}</GroupName>
            <Members>{targetId === null ? "" : memberCount(targetId)}</Members>
          </GroupBox>
        </Route>
      </Modal>
    </>
  );
}
