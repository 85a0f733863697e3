// Card view (SPEC §2): one group at a time with a pager 'N번째 그룹 / total'; swipe or the arrows move.
// Each card: '{name} 그룹', members, received/sent tiles (→ detail tab), send button, arrow → detail.

import type { GroupSummary } from "@contract/group";
import { groupLabel } from "@contract/group-label";
import { useRef } from "react";
import { AppLink } from "../../lib/nav";
import { Button } from "../../ui/button";
import { SEND_TO_GROUP_LABEL } from "../../ui/group-words";
import { segmentHitArea } from "../../ui/hit-area";
import { ChevronRightIcon, HoneyIcon, ListIcon } from "../../ui/icons";
import { NewReactionMark } from "../../ui/new-reaction-mark";
import { clampPage, Pager } from "../../ui/pager";
import { keyframes, styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { memberSummary, NO_PRAISE_YET } from "./member-summary";

export type StampView = "honey" | "list";

const SWIPE_MIN = 40;

const Wrap = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$2",
  width: "100%",
});

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateX(var(--from, 0))" },
  to: { opacity: 1, transform: "none" },
});

const Card = styled("article", {
  width: "100%",
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  padding: "$3 $4 $4",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  boxShadow: "inset 0 0 0 1px $colors$creamDeep",
  touchAction: "pan-y",
  animation: `${slideIn} 0.25s ease`,
  // Where the card slides in from, by a data attribute (a drawn page's CSP allows no style attribute).
  // Not a stitches variant: a variant's rule is added to the sheet the first time it is used, which
  // on a drawn home was the first '다음 그룹', and a new rule restyles the whole document. These
  // rules come with the card's own class, drawn with the page.
  "--from": "0px",
  "&[data-from='left']": { "--from": "-24px" },
  "&[data-from='right']": { "--from": "24px" },
});

const CardTop = styled("div", { display: "flex", alignItems: "center", gap: "$2", minWidth: 0 });
const Name = styled("h3", {
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: "$lg",
  fontWeight: "$bold",
  lineHeight: "$tight",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
const Members = styled("p", {
  fontSize: "$sm",
  color: "$textSub",
  minHeight: "1.5em",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  variants: { empty: { true: { color: "$textMuted" } } },
});

const IconLink = styled(AppLink, {
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  // 44 px to the finger (WCAG 2.5.5) in the 36 px it always took: 44 − 10 + 2.
  width: "44px",
  height: "44px",
  marginRight: "-10px",
  marginLeft: "2px",
  borderRadius: "$pill",
  color: "$text",
  "@media (hover: hover)": { "&:hover": { backgroundColor: "rgba(0, 0, 0, 0.05)" } },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Segments = styled("div", {
  flexShrink: 0,
  display: "inline-flex",
  padding: "2px",
  borderRadius: "$pill",
  backgroundColor: "rgba(255, 255, 255, 0.8)",
  boxShadow: "inset 0 0 0 1px $colors$creamDeep",
});
const Segment = styled("button", {
  all: "unset",
  ...segmentHitArea(), // 32 × 28 drawn, 44 × 44 to the finger (up to the detail link's edge)
  display: "grid",
  placeItems: "center",
  width: "32px",
  height: "28px",
  borderRadius: "$pill",
  color: "$textMuted",
  cursor: "pointer",
  "&[aria-pressed='true']": { backgroundColor: "$honey", color: "$text" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Tiles = styled("div", {
  display: "grid",
  gap: "$2",
  variants: { view: { honey: { gridTemplateColumns: "1fr 1fr" }, list: { gridTemplateColumns: "1fr" } } },
});

const Tile = styled(AppLink, {
  display: "flex",
  color: "$text",
  textDecoration: "none",
  borderRadius: "$md",
  backgroundColor: "$white",
  "&:focus-visible": { outline: "3px solid $focus" },
  "@media (hover: hover)": { "&:hover": { boxShadow: "inset 0 0 0 1px $colors$honeyDeep" } },
  variants: {
    view: {
      honey: {
        flexDirection: "column",
        alignItems: "flex-start",
        justifyContent: "center",
        gap: "2px",
        minHeight: "64px",
        padding: "$2 $3",
      },
      list: { alignItems: "center", justifyContent: "space-between", minHeight: "32px", padding: "0 $3" },
    },
  },
});
const TileLabel = styled("span", {
  display: "inline-flex",
  alignItems: "center",
  gap: "$1",
  fontSize: "$xs",
  color: "$textSub",
});
const TileCount = styled("span", {
  fontSize: "$xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  fontVariantNumeric: "tabular-nums",
});
const RowCount = styled("span", { fontSize: "$sm", fontWeight: "$bold", fontVariantNumeric: "tabular-nums" });

export type GroupCardViewProps = {
  groups: GroupSummary[];
  /** 0-based position of the card shown. */
  index: number;
  onIndexChange: (index: number) => void;
  stampView: StampView;
  onStampViewChange: (view: StampView) => void;
  onSend: (group: GroupSummary) => void;
};

export function GroupCardView({
  groups,
  index,
  onIndexChange,
  stampView,
  onStampViewChange,
  onSend,
}: GroupCardViewProps) {
  const position = clampPage(index + 1, groups.length);
  const group = groups[position - 1];
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const direction = useRef(0);
  if (!group) return null;

  const go = (page: number) => {
    const next = clampPage(page, groups.length);
    direction.current = next > position ? 1 : -1;
    if (next !== position) onIndexChange(next - 1);
  };
  const members = memberSummary(group.groupMembers);
  const tiles = [
    { tab: "receive", label: "받은 꿀", count: group.receiveCount },
    { tab: "send", label: "보낸 꿀", count: group.sendCount },
  ] as const;

  return (
    <Wrap>
      <Card
        key={group.groupId}
        aria-roledescription="슬라이드"
        aria-label={`${position}번째 그룹 / ${groups.length}`}
        data-from={direction.current < 0 ? "left" : direction.current > 0 ? "right" : undefined}
        onPointerDown={(event) => {
          swipe.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(event.clientY - start.y))
            go(position + (dx < 0 ? 1 : -1));
        }}
        onPointerCancel={() => (swipe.current = null)}
      >
        <CardTop>
          <Name>{groupLabel(group.groupName)}</Name>
          <Segments role="group" aria-label="꿀 현황 보기 방식">
            <Segment
              type="button"
              aria-label="꿀 모양으로 보기"
              aria-pressed={stampView === "honey"}
              onClick={() => onStampViewChange("honey")}
            >
              <HoneyIcon />
            </Segment>
            <Segment
              type="button"
              aria-label="한 줄씩 보기"
              aria-pressed={stampView === "list"}
              onClick={() => onStampViewChange("list")}
            >
              <ListIcon />
            </Segment>
          </Segments>
          <IconLink to={`/group/${group.groupId}`} aria-label={`${groupLabel(group.groupName)} 상세 보기`}>
            <ChevronRightIcon size={22} />
          </IconLink>
        </CardTop>
        <Members empty={!members}>{members ?? NO_PRAISE_YET}</Members>
        <Tiles view={stampView} data-view={stampView}>
          {tiles.map((tile) => (
            <Tile key={tile.tab} view={stampView} to={`/group/${group.groupId}?tab=${tile.tab}`}>
              {/* Named by what it shows ('받은 꿀 3개'), so speech input can say the visible words. */}
              <TileLabel>
                {tile.label}
                {tile.tab === "send" && group.hasNewReaction && " "}
                {tile.tab === "send" && <NewReactionMark show={group.hasNewReaction} />}
              </TileLabel>{" "}
              {stampView === "honey" ? (
                <TileCount>
                  {tile.count}
                  <VisuallyHidden>개</VisuallyHidden>
                </TileCount>
              ) : (
                <RowCount>{`${tile.count}개`}</RowCount>
              )}
            </Tile>
          ))}
        </Tiles>
        <Button fullWidth onClick={() => onSend(group)}>
          {SEND_TO_GROUP_LABEL}
        </Button>
      </Card>
      <Pager
        label="그룹 카드 넘기기"
        page={position}
        total={groups.length}
        onChange={go}
        previousLabel="이전 그룹"
        nextLabel="다음 그룹"
        format={(page, total) => `${page}번째 그룹 / ${total}`}
      />
    </Wrap>
  );
}
