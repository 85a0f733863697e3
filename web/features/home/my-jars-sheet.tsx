// The home bottom sheet '내 꿀단지' (SPEC §2): the mascot toggles it, the title row has the group count,
// the edit icon (→ /group/management) and the card/list toggle; below, the card or list view, the
// empty state, or the loading and error states — all in the same fixed box, so nothing jumps. The
// card/list and honeycomb/list choices are remembered on the phone.
import type { GroupSummary } from "@contract/group";
import { type ReactNode, useEffect, useState } from "react";
import { AppLink } from "../../lib/nav";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { GROUPS_LOAD_FAILED, GROUPS_LOADING } from "../../ui/group-words";
import { CardsIcon, ListIcon, PencilIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { type ViewOption, ViewToggle } from "../../ui/view-toggle";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { GroupCardView } from "./group-card-view";
import { GROUPS_PER_PAGE, GroupListView } from "./group-list-view";
import { useHomeView } from "./home-views";

/** SPEC §9: the sheet is the window height minus 235. */
export const SHEET_TOP_OFFSET = 235;
/**
 * The window height as the dynamic viewport: in a WebView (KakaoTalk's) or a mobile browser whose
 * toolbars show and hide, 100dvh follows them, as the home page's own 100dvh height does.
 */
export const SHEET_HEIGHT = `calc(100dvh - ${SHEET_TOP_OFFSET}px)`;
const SHEET_PEEK = 96;
const MIN_SHEET_HEIGHT = 320;

const Top = styled("div", { position: "relative", padding: "36px $5 $1" });

const Mascot = styled("button", {
  all: "unset",
  position: "absolute",
  top: "-32px",
  left: "50%",
  transform: "translateX(-50%)",
  display: "grid",
  placeItems: "center",
  width: "64px",
  height: "64px",
  borderRadius: "$pill",
  backgroundColor: "$white",
  boxShadow: "0 -2px 12px rgba(185, 133, 0, 0.18)",
  cursor: "pointer",
  transition: "transform 0.2s ease",
  "& img": { width: "48px", height: "48px", transition: "transform 0.3s ease" },
  "&[aria-expanded='false'] img": { transform: "rotate(-8deg)" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:active": { transform: "translateX(-50%) scale(0.96)" },
});

const TitleRow = styled("div", { display: "flex", alignItems: "center", gap: "$2", minHeight: "44px" });
const Title = styled("h2", {
  margin: 0,
  fontSize: "$xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  whiteSpace: "nowrap",
});
const Count = styled("span", {
  display: "inline-grid",
  placeItems: "center",
  minWidth: "28px",
  height: "24px",
  padding: "0 $2",
  borderRadius: "$pill",
  backgroundColor: "$greenSoft",
  color: "$greenDeep",
  fontSize: "$sm",
  fontWeight: "$bold",
  fontVariantNumeric: "tabular-nums",
});
const Edit = styled(AppLink, {
  display: "grid",
  placeItems: "center",
  // 44 px to the finger (WCAG 2.5.5), laid out as the 40 px it was: the margin gives back the growth.
  width: "44px",
  height: "44px",
  margin: "-2px",
  borderRadius: "$pill",
  color: "$textSub",
  "@media (hover: hover)": { "&:hover": { backgroundColor: "$gray100" } },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Body = styled("div", {
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  padding: "$1 $5 calc($3 + env(safe-area-inset-bottom))",
});

const Footer = styled("div", { width: "100%", paddingTop: "$5" });

const Center = styled(CenteredState, { gap: "$2", paddingBottom: "$4", color: "$text" });
const EmptyTitle = styled("p", { fontSize: "$lg", fontWeight: "$bold" });
const EmptyText = styled("p", { fontSize: "$sm", color: "$textSub", marginBottom: "$3" });
const EmptyActions = styled("div", { display: "flex", gap: "$2", flexWrap: "wrap", justifyContent: "center" });

export type GroupView = "card" | "list";

export const HOME_EMPTY = {
  title: "아직 꿀단지가 없어요",
  text: "팀원에게 첫 꿀을 보내면 꿀단지가 생겨요.",
} as const;

const GROUP_VIEWS = [
  { value: "card", label: "카드로 보기", icon: <CardsIcon /> },
  { value: "list", label: "목록으로 보기", icon: <ListIcon /> },
] as const satisfies readonly ViewOption<GroupView>[];

export type MyJarsSheetProps = {
  groups: GroupSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onCreate: () => void;
  onSend: (group: GroupSummary) => void;
  /** Opens the send flow with no group chosen (the empty state's '꿀 보내기'). */
  onStartSending: () => void;
  /** A group to bring into view once the list has it (e.g. the one just created). */
  focusGroupId: number | null;
  onFocused: () => void;
  /** Below the groups: the shared jars the member made and wrote in. */
  footer?: ReactNode;
};

export function MyJarsSheet({
  groups,
  loading,
  failed,
  onRetry,
  onCreate,
  onSend,
  onStartSending,
  focusGroupId,
  onFocused,
  footer,
}: MyJarsSheetProps) {
  const [expanded, setExpanded] = useState(true);
  const [view, setView] = useHomeView("view");
  const [stampView, setStampView] = useHomeView("stampView");
  const [cardIndex, setCardIndex] = useState(0);
  const [listPage, setListPage] = useState(1);
  const hasGroups = (groups?.length ?? 0) > 0;

  useEffect(() => {
    const index = groups?.findIndex((group) => group.groupId === focusGroupId) ?? -1;
    if (index < 0) return;
    setCardIndex(index);
    setListPage(Math.floor(index / GROUPS_PER_PAGE) + 1);
    onFocused(); // once: later refreshes leave the carousel where the member put it
  }, [groups, focusGroupId, onFocused]);

  let body: ReactNode;
  if (loading) {
    body = (
      <Center role="status">
        <Spinner />
        <VisuallyHidden>{GROUPS_LOADING}</VisuallyHidden>
      </Center>
    );
  } else if (failed || !groups) {
    body = (
      <Center>
        <EmptyText role="alert">{GROUPS_LOAD_FAILED}</EmptyText>
        <Button variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      </Center>
    );
  } else if (!hasGroups) {
    body = (
      <Center>
        {/* One word for one thing under '내 꿀단지': its groups are its 꿀단지 (SPEC's "honey jars"). */}
        <EmptyTitle>{HOME_EMPTY.title}</EmptyTitle>
        <EmptyText>{HOME_EMPTY.text}</EmptyText>
        <EmptyActions>
          {/* A new member starts by sending: it needs no jar of one's own yet (the picker makes one). */}
          <Button onClick={onStartSending}>꿀 보내기</Button>
          <Button variant="secondary" onClick={onCreate}>
            새 꿀단지 만들기
          </Button>
        </EmptyActions>
      </Center>
    );
  } else if (view === "card") {
    body = (
      <GroupCardView
        groups={groups}
        index={cardIndex}
        onIndexChange={setCardIndex}
        stampView={stampView}
        onStampViewChange={setStampView}
        onSend={onSend}
      />
    );
  } else {
    body = <GroupListView groups={groups} page={listPage} onPageChange={setListPage} />;
  }

  return (
    <BottomSheet
      label="내 꿀단지"
      expanded={expanded}
      onExpandedChange={setExpanded}
      height={SHEET_HEIGHT}
      minHeight={MIN_SHEET_HEIGHT}
      peek={SHEET_PEEK}
      top={
        <Top>
          <Mascot
            type="button"
            aria-expanded={expanded}
            aria-label={expanded ? "내 꿀단지 접기" : "내 꿀단지 펼치기"}
            onClick={() => setExpanded((open) => !open)}
          >
            <img src="/images/logo.svg" alt="" width={48} height={48} />
          </Mascot>
          <TitleRow>
            <Title>내 꿀단지</Title>
            <Count aria-label={groups ? `그룹 ${groups.length}개` : undefined}>
              {groups ? groups.length : "\u00a0"}
            </Count>
            <Edit to="/group/management" aria-label="그룹 관리">
              <PencilIcon />
            </Edit>
            {/* Nothing to view otherwise: hidden once the list is known empty, disabled while it is read. */}
            {groups?.length !== 0 && (
              <ViewToggle
                label="그룹 보기 방식"
                options={GROUP_VIEWS}
                value={view}
                onChange={setView}
                disabled={!hasGroups}
              />
            )}
          </TitleRow>
        </Top>
      }
    >
      <Body data-testid="my-jars-body">
        {body}
        {footer && <Footer>{footer}</Footer>}
      </Body>
    </BottomSheet>
  );
}
