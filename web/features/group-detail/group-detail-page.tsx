// /group/:id?tab=receive|send (SPEC §2 Group detail): the group's name and praise count with the
// rename button, the stamps received here, 'send honey to this group', and the '꿀단지 현황' sheet
// with the received and sent praise — select, move, delete, and a detail modal for one praise.
import { GROUP_NOT_FOUND_MESSAGE } from "@contract/group";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ReactNode, startTransition, useCallback, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { groupQueries } from "../../api/groups";
import { type PraiseLetter, type PraiseTab, praiseQueries } from "../../api/praise";
import { startSendDraft } from "../../lib/drafts";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { GROUPS_LOAD_FAILED, GROUPS_LOADING, SEND_TO_GROUP_LABEL } from "../../ui/group-words";
import { IconButton as EditButton } from "../../ui/icon-button";
import { PencilIcon } from "../../ui/icons";
import { PageHeader } from "../../ui/page-header";
import { BACK_TO_START } from "../../ui/screen";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { useSavedToast, useSeenReactions } from "./arrival";
import { DeletePraiseDialog } from "./delete-praise-dialog";
import { DETAIL_MESSAGES, DETAIL_TOAST_MS } from "./detail-messages";
import { MovePraiseFlow } from "./move-praise-flow";
import { PraiseDetailModal } from "./praise-detail-modal";
import { type PraiseDisplay, PraiseSheet } from "./praise-sheet";
import { ReceivedStamps } from "./received-stamps";
import { RenameGroupModal } from "./rename-group-modal";
import { SelectBar } from "./select-bar";
import { useSelectMode } from "./use-select-mode";

// The page scrolls inside itself: the app column hides sideways overflow, which would otherwise keep
// the sticky header and the sheet's tab row from sticking to the window.
const Page = styled("div", {
  height: "100dvh",
  overflowY: "auto",
  overscrollBehaviorY: "contain",
  display: "flex",
  flexDirection: "column",
  backgroundColor: "$cream",
  // Taller than the screen by design: nothing in it may shrink (the sticky header least of all).
  "& > *": { flexShrink: 0 },
});
const Main = styled("main", {
  flexGrow: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$3",
  padding: "$6 $5",
});
const Content = styled("main", { flexGrow: 1, display: "flex", flexDirection: "column", gap: "$4", paddingTop: "$1" });
const Count = styled("p", {
  padding: "0 $5",
  minHeight: "1.5em",
  fontSize: "$md",
  color: "$textSub",
  "& strong": { color: "$honeyDark", fontSize: "$lg", fontVariantNumeric: "tabular-nums" },
});
const SendRow = styled("div", { padding: "0 $5" });
const Note = styled("p", { fontSize: "$sm", color: "$textMuted", textAlign: "center" });
const HomeLink = styled(Link, { color: "$greenDeep", fontWeight: "$bold" });

const parseGroupId = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/** ?tab=send shows the sent praise; anything else the received (SPEC §2: receive by default). */
export const tabFromSearch = (params: URLSearchParams): PraiseTab =>
  params.get("tab") === "send" ? "send" : "receive";

export function GroupDetailPage() {
  const groupId = parseGroupId(useParams().id);

  // A new group (e.g. the toast's '이동' after a move) starts from a fresh page: no selection, no modal.
  return <GroupDetail key={groupId ?? "none"} groupId={groupId} />;
}

function GroupDetail({ groupId }: { groupId: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const tab = tabFromSearch(searchParams);
  const id = groupId ?? 0;
  const enabled = groupId !== null;

  // Only what the page shows: the group (with both tabs' counts), its stamp cards and
  // the open tab's list; the other tab's list when it is opened.
  const info = useQuery({ ...groupQueries.info(id), enabled });
  const stamps = useQuery({ ...praiseQueries.receivedStamps(id), enabled });
  const received = useInfiniteQuery({ ...praiseQueries.list(id, "receive"), enabled: enabled && tab === "receive" });
  const sent = useInfiniteQuery({ ...praiseQueries.list(id, "send"), enabled: enabled && tab === "send" });
  const list = tab === "receive" ? received : sent;
  useSeenReactions(groupId, info.data?.hasNewReaction === true);

  const scroller = useRef<HTMLDivElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [display, setDisplay] = useState<PraiseDisplay>("list");
  const select = useSelectMode();
  const [detail, setDetail] = useState<PraiseLetter | null>(null);
  const [moving, setMoving] = useState<readonly number[] | null>(null);
  const [deleting, setDeleting] = useState<readonly number[] | null>(null);

  const letters = useMemo(() => {
    if (!list.data) return undefined;
    // Offset pages can repeat a praise when new ones arrive between page loads: show each once.
    const seen = new Set<number>();
    return list.data.pages
      .flatMap((page) => page.letters)
      .filter((letter) => !seen.has(letter.id) && seen.add(letter.id));
  }, [list.data]);
  const stampNames = useMemo(
    () => new Map((stamps.data ?? []).map((card) => [card.imageUrl, card.stampName])),
    [stamps.data],
  );

  useSavedToast();

  // SPEC §2, §4: leaving the page with a selection asks first (back button, links, browser back).
  // Not while the rename modal is open: its only way out is deleting the group, confirmed there.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      select.selected.size > 0 && !renaming && currentLocation.pathname !== nextLocation.pathname,
  );

  const switchTab = (next: PraiseTab) => {
    if (next === tab) return;
    select.exit(); // a selection belongs to one tab
    // SPEC §2: switching tabs replaces the history entry.
    setSearchParams(
      (params) => {
        params.set("tab", next);
        return params;
      },
      { replace: true, state: location.state },
    );
  };

  // The detail in a transition: the tap's frame is painted first and the modal follows, so the tap
  // answers within INP's "good" threshold on a slow phone (npm run bench -- --only inp).
  const pick = (letter: PraiseLetter) =>
    select.active ? select.toggle(letter.id) : startTransition(() => setDetail(letter));

  const askDelete = (ids: readonly number[]) => {
    // SPEC §4: only received praise can be deleted; on the send tab a 3 s note says it is coming.
    if (tab === "send") return toast.show(DETAIL_MESSAGES.sentDeleteSoon, { duration: DETAIL_TOAST_MS });
    setDeleting(ids);
  };

  /** After a move or delete: the selection resets, select mode ends and the detail closes. */
  const finish = useCallback(() => {
    select.exit();
    setDetail(null);
    setMoving(null);
    setDeleting(null);
  }, [select]);

  const sendHere = () => {
    if (!info.data) return;
    startSendDraft({ groupName: info.data.groupName, groupId: info.data.groupId });
    void navigate("/compliment/send/target");
  };

  const missing = groupId === null || (info.error instanceof ApiError && info.error.status === 404);
  const group = info.data;
  // Entered directly (no earlier entry in this app), BackButton itself goes home.
  const back = <BackButton />;

  let body: ReactNode;
  if (missing) {
    body = (
      <Main>
        <Note role="alert">{GROUP_NOT_FOUND_MESSAGE}</Note>
        <HomeLink to="/">{BACK_TO_START}</HomeLink>
      </Main>
    );
  } else if (info.isError) {
    body = (
      <Main>
        <Note role="alert">{GROUPS_LOAD_FAILED}</Note>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          다시 시도
        </Button>
      </Main>
    );
  } else {
    // From the group's info; a host without the per-tab counts gives them as each list loads.
    const count = (tab: PraiseTab) =>
      (tab === "receive" ? info.data?.receiveCount : info.data?.sendCount) ??
      (tab === "receive" ? received : sent).data?.pages[0]?.pageInfo.totalElements;
    body = (
      <Content>
        <Count>
          {group ? (
            <>
              이 그룹에 담긴 꿀 <strong>{group.praiseCount}</strong>개
            </>
          ) : (
            <span role="status">
              <VisuallyHidden>{GROUPS_LOADING}</VisuallyHidden>
            </span>
          )}
        </Count>
        <ReceivedStamps cards={stamps.data} failed={stamps.isError} onRetry={() => void stamps.refetch()} />
        <SendRow>
          <Button fullWidth onClick={sendHere} disabled={!group}>
            {SEND_TO_GROUP_LABEL}
          </Button>
        </SendRow>
        <PraiseSheet
          tab={tab}
          onTabChange={switchTab}
          counts={{ receive: count("receive"), send: count("send") }}
          display={display}
          onDisplayChange={setDisplay}
          selecting={select.active}
          onSelectingChange={(on) => (on ? select.enter() : select.exit())}
          selected={select.selected}
          onPick={pick}
          stampNames={stampNames}
          letters={letters}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          loadedPages={list.data?.pages.length ?? 0}
          scrollRoot={scroller}
        />
      </Content>
    );
  }

  return (
    <Page ref={scroller} data-testid="group-detail-scroller">
      <PageHeader
        title={group?.groupName ?? (missing ? "그룹" : "\u00a0")}
        left={back}
        right={
          missing ? undefined : (
            <EditButton type="button" aria-label="그룹명 변경" disabled={!group} onClick={() => setRenaming(true)}>
              <PencilIcon size={22} />
            </EditButton>
          )
        }
      />
      {body}
      {select.active && (
        <SelectBar
          count={select.selected.size}
          onMove={() => setMoving([...select.selected])}
          onDelete={() => askDelete([...select.selected])}
        />
      )}
      {group && (
        <RenameGroupModal
          open={renaming}
          group={{ groupId: group.groupId, groupName: group.groupName }}
          onClose={() => setRenaming(false)}
        />
      )}
      {group && detail && (
        <PraiseDetailModal
          // Out of the way (not closed) while its move or delete asks: cancelling comes back to it.
          open={!moving && !deleting}
          tab={tab}
          letter={detail}
          groupName={group.groupName}
          stampName={stampNames.get(detail.stampUrl)}
          onClose={() => setDetail(null)}
          onMove={() => setMoving([detail.id])}
          onDelete={() => askDelete([detail.id])}
        />
      )}
      {group && moving && (
        <MovePraiseFlow
          tab={tab}
          praiseIds={moving}
          currentGroup={group}
          onClose={() => setMoving(null)}
          onMoved={finish}
        />
      )}
      <DeletePraiseDialog praiseIds={deleting} onClose={() => setDeleting(null)} onDeleted={finish} />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="선택한 꿀이 있어요"
        description={"페이지를 나가면 선택이 해제돼요.\n그래도 나갈까요?"}
        confirmText="나가기"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Page>
  );
}
