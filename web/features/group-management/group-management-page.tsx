// /group/management (SPEC §2 Group management): reorder by drag handle (pointer, touch, keyboard),
// delete behind a warning, an arrow into each group, and the create-group dialog.

import type { GroupSummary } from "@contract/group";
import { quotedGroupLabel } from "@contract/group-label";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useQuery } from "@tanstack/react-query";
import { josa } from "es-hangul";
import { type ReactNode, useState } from "react";
import { groupQueries, useCreateGroup, useDeleteGroup, useReorderGroups } from "../../api/groups";
import { GROUP_MESSAGES } from "../../lib/group-messages";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CreateGroupDialog } from "../../ui/create-group-dialog";
import { GROUPS_LOAD_FAILED, GROUPS_LOADING } from "../../ui/group-words";
import { PlusIcon } from "../../ui/icons";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { SortableGroupRow } from "./sortable-group-row";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$gray50" });
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$3", padding: "$2 $5 $5" });
const Hint = styled("p", { fontSize: "$sm", color: "$textSub" });
const List = styled("ul", { margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: "$2" });
const Center = styled(CenteredState, { minHeight: "240px" });
const EmptyTitle = styled("p", { fontSize: "$lg", fontWeight: "$bold", color: "$text" });
const Footer = styled(BottomBar, {
  paddingBottom: "calc($4 + env(safe-area-inset-bottom, 0px))",
  defaultVariants: { fade: "gray" },
});

const nameOf = (groups: GroupSummary[], id: UniqueIdentifier | undefined) =>
  groups.find((group) => group.groupId === id)?.groupName ?? "그룹";
const placeOf = (groups: GroupSummary[], id: UniqueIdentifier | undefined) =>
  groups.findIndex((group) => group.groupId === id) + 1;

/** The group's name with its object particle (을/를). */
const object = (groups: GroupSummary[], id: UniqueIdentifier) => josa(nameOf(groups, id), "을/를");

/** dnd-kit reads these to screen readers; its defaults are English. */
const koreanDragText = (groups: GroupSummary[]) => ({
  screenReaderInstructions: {
    draggable:
      "스페이스나 엔터 키로 집고, 위아래 방향키로 옮긴 뒤 스페이스나 엔터 키로 내려놓으세요. Esc 키를 누르면 취소돼요.",
  },
  announcements: {
    // '점심팟을', '우리팀을', 'Team A를': the particle the name's last sound takes, not '을(를)'.
    onDragStart: ({ active }) => `${object(groups, active.id)} 집었어요. 지금 ${placeOf(groups, active.id)}번째예요.`,
    onDragOver: ({ active, over }) =>
      over ? `${object(groups, active.id)} ${placeOf(groups, over.id)}번째 자리로 옮기는 중이에요.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${object(groups, active.id)} ${placeOf(groups, over.id)}번째 자리에 놓았어요.` : undefined,
    onDragCancel: ({ active }) => `${nameOf(groups, active.id)} 옮기기를 취소했어요.`,
  } satisfies Announcements,
});

export function GroupManagementPage() {
  const toast = useToast();
  const groupsQuery = useQuery(groupQueries.list());
  const reorder = useReorderGroups();
  const deleteGroup = useDeleteGroup();
  const createGroup = useCreateGroup();
  // The order as just dropped, shown until the server has answered (then the cache speaks again).
  const [dropped, setDropped] = useState<GroupSummary[] | null>(null);
  const [deleting, setDeleting] = useState<GroupSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const groups = dropped ?? groupsQuery.data;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!groups || !over || active.id === over.id) return;
    const next = arrayMove(groups, placeOf(groups, active.id) - 1, placeOf(groups, over.id) - 1);
    setDropped(next);
    reorder.mutate(next, {
      onSuccess: () => toast.show(GROUP_MESSAGES.reorderSuccess),
      onError: () => toast.show(GROUP_MESSAGES.reorderFailure),
      onSettled: () => setDropped(null),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteGroup.mutate(deleting.groupId, {
      onSuccess: () => toast.show(GROUP_MESSAGES.deleteSuccess),
      onError: () => toast.show(GROUP_MESSAGES.deleteFailure),
      onSettled: () => setDeleting(null),
    });
  };

  let content: ReactNode;
  if (groupsQuery.isPending) {
    content = (
      <Center role="status">
        <Spinner />
        <VisuallyHidden>{GROUPS_LOADING}</VisuallyHidden>
      </Center>
    );
  } else if (!groups) {
    content = (
      <Center>
        <p role="alert">{GROUPS_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={() => void groupsQuery.refetch()}>
          다시 시도
        </Button>
      </Center>
    );
  } else if (groups.length === 0) {
    content = (
      <Center>
        <img src="/images/logo.svg" alt="" width={72} height={72} />
        <EmptyTitle>아직 그룹이 없어요</EmptyTitle>
        <p>새 그룹을 만들어 팀원들과 꿀을 주고받아 보세요.</p>
      </Center>
    );
  } else {
    content = (
      <>
        <Hint>손잡이를 끌어서 그룹 순서를 바꿀 수 있어요.</Hint>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={koreanDragText(groups)}
        >
          <SortableContext items={groups.map((group) => group.groupId)} strategy={verticalListSortingStrategy}>
            <List aria-label="내 그룹 목록" aria-busy={reorder.isPending || undefined}>
              {groups.map((group) => (
                <SortableGroupRow key={group.groupId} group={group} locked={reorder.isPending} onDelete={setDeleting} />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      </>
    );
  }

  return (
    <Page>
      <PageHeader title="그룹 관리" left={<BackButton />} />
      <Main>{content}</Main>
      <Footer>
        <Button fullWidth icon={<PlusIcon />} onClick={() => setCreating(true)}>
          새 그룹 만들기
        </Button>
      </Footer>
      <ConfirmDialog
        open={deleting !== null}
        title={`${quotedGroupLabel(deleting?.groupName ?? "")}을 삭제할까요?`}
        description={GROUP_MESSAGES.deleteWarning}
        confirmText="삭제"
        cancelText="취소"
        busy={deleteGroup.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <CreateGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSave={(groupName) => createGroup.mutateAsync(groupName)}
        takenNames={groupsQuery.data?.map((group) => group.groupName)}
      />
    </Page>
  );
}
