// The '꿀단지 현황' sheet (SPEC §2): tabs '받은 꿀 (N)' and '보낸 꿀 (N)', the select-mode toggle (only
// when the tab has praise), the list/stamp display toggle, and the tab's praise, 10 more loaded
// whenever the end of the list comes near. Its title row stays under the page header while scrolling.
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef } from "react";
import type { PraiseLetter, PraiseTab } from "../../api/praise";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { hitArea } from "../../ui/hit-area";
import { HoneycombIcon, ListIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { type ViewOption, ViewToggle } from "../../ui/view-toggle";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { DETAIL_MESSAGES } from "./detail-messages";
import { PraiseHoneycomb, PraiseList, type PraiseViewProps } from "./praise-views";
import { useInfiniteScroll } from "./use-infinite-scroll";

export const SHEET_TITLE = "꿀단지 현황";
export type PraiseDisplay = "list" | "stamp";

const PRAISE_DISPLAYS = [
  { value: "list", label: "목록으로 보기", icon: <ListIcon /> },
  { value: "stamp", label: "꿀도장으로 보기", icon: <HoneycombIcon /> },
] as const satisfies readonly ViewOption<PraiseDisplay>[];

const TABS: { id: PraiseTab; name: string }[] = [
  { id: "receive", name: "받은 꿀" },
  { id: "send", name: "보낸 꿀" },
];

const Sheet = styled("section", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  marginTop: "$2",
  borderRadius: "$xl $xl 0 0",
  backgroundColor: "$white",
  boxShadow: "0 -6px 24px rgba(185, 133, 0, 0.12)",
});

// The tabs and the toggles stay under the page header while the list scrolls; the title does not.
const Top = styled("div", {
  position: "sticky",
  top: "56px", // under the sticky page header
  zIndex: 20,
  padding: "0 $5",
  backgroundColor: "$white",
});

const Title = styled("h2", { padding: "$5 $5 $2", fontSize: "$lg", fontWeight: "$bold" });

const TabList = styled("div", { display: "flex", boxShadow: "inset 0 -1px 0 $colors$gray200" });

const Tab = styled("button", {
  all: "unset",
  flex: 1,
  boxSizing: "border-box",
  height: "44px",
  textAlign: "center",
  fontSize: "$md",
  fontWeight: "$medium",
  color: "$textMuted",
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  "&[aria-selected='true']": { color: "$text", fontWeight: "$bold", boxShadow: "inset 0 -3px 0 $colors$honeyDeep" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "-3px" },
});

const Toolbar = styled("div", { display: "flex", alignItems: "center", gap: "$2", minHeight: "52px" });

const SelectToggle = styled("button", {
  all: "unset",
  ...hitArea(), // 32 px tall, 44 px to the finger
  display: "inline-flex",
  alignItems: "center",
  height: "32px",
  padding: "0 $3",
  borderRadius: "$pill",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$greenDeep",
  backgroundColor: "$greenSoft",
  cursor: "pointer",
  "&[data-on='true']": { color: "$white", backgroundColor: "$greenDeep" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

const Panel = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  padding: "$1 $5 $6",
  variants: { selecting: { true: { paddingBottom: "112px" } } }, // room above the select bar
});

const Center = styled(CenteredState, { minHeight: "240px", fontSize: "$sm" });
const EmptyArt = styled("img", { width: "96px", height: "84px", opacity: 0.5, filter: "grayscale(0.4)" });
const EmptyTitle = styled("p", { fontSize: "$md", fontWeight: "$bold", color: "$text" });

// Always present after the list: the observer's target, and the 'loading more' spinner's place.
const More = styled("div", { display: "grid", placeItems: "center", minHeight: "56px" });

export type PraiseSheetProps = Omit<PraiseViewProps, "letters" | "selecting"> & {
  onTabChange: (tab: PraiseTab) => void;
  /** Each tab's total, once known. */
  counts: Record<PraiseTab, number | undefined>;
  display: PraiseDisplay;
  onDisplayChange: (display: PraiseDisplay) => void;
  selecting: boolean;
  onSelectingChange: (on: boolean) => void;
  /** The tab's praise so far; undefined while the first page loads. */
  letters: PraiseLetter[] | undefined;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loadedPages: number;
  /** The element the page scrolls in. */
  scrollRoot: RefObject<HTMLElement | null>;
};

export function PraiseSheet(props: PraiseSheetProps) {
  const {
    tab,
    onTabChange,
    counts,
    display,
    onDisplayChange,
    selecting,
    onSelectingChange,
    letters,
    failed,
    onRetry,
    hasMore,
    loadingMore,
    onLoadMore,
    loadedPages,
    scrollRoot,
  } = props;
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<PraiseTab, HTMLButtonElement | null>>>({});
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(sentinel, {
    root: scrollRoot,
    canLoad: hasMore && !loadingMore && !failed,
    loadedPages,
    onLoadMore,
  });

  const hasLetters = (letters?.length ?? 0) > 0;
  const tabId = (id: PraiseTab) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  // Arrow keys move between the two tabs (and select them), as a tablist should.
  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to =
      event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : (index + step + TABS.length) % TABS.length;
    if (step === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = TABS[to]!.id;
    onTabChange(next);
    tabRefs.current[next]?.focus();
  };

  let body: ReactNode;
  if (failed && !letters) {
    body = (
      <Center>
        <p role="alert">꿀을 불러오지 못했어요.</p>
        <Button variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      </Center>
    );
  } else if (!letters) {
    body = (
      <Center role="status">
        <Spinner />
        <VisuallyHidden>꿀을 불러오는 중이에요</VisuallyHidden>
      </Center>
    );
  } else if (!hasLetters) {
    body = (
      <Center>
        <EmptyArt src="/images/logo.svg" alt="" width={96} height={84} />
        <EmptyTitle>{tab === "receive" ? DETAIL_MESSAGES.emptyReceived : DETAIL_MESSAGES.emptySent}</EmptyTitle>
        <p>
          {tab === "receive" ? "받은 꿀을 이 그룹에 저장하면 여기에 모여요." : "이 그룹에서 꿀을 보내면 여기에 모여요."}
        </p>
      </Center>
    );
  } else {
    const View = display === "list" ? PraiseList : PraiseHoneycomb;
    body = (
      <>
        <View {...props} letters={letters} />
        <More ref={sentinel} data-testid="praise-more">
          {loadingMore && (
            <span role="status">
              <Spinner size="sm" />
              <VisuallyHidden>꿀을 더 불러오는 중이에요</VisuallyHidden>
            </span>
          )}
          {failed && (
            <Button variant="secondary" onClick={onLoadMore}>
              더 불러오기
            </Button>
          )}
        </More>
      </>
    );
  }

  return (
    <Sheet aria-labelledby={`${baseId}-title`}>
      <Title id={`${baseId}-title`}>{SHEET_TITLE}</Title>
      <Top>
        <TabList role="tablist" aria-label={SHEET_TITLE} onKeyDown={onTabKeyDown}>
          {TABS.map(({ id, name }) => (
            <Tab
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={tab === id}
              aria-controls={panelId}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => tab !== id && onTabChange(id)}
            >
              {`${name} (${counts[id] ?? "-"})`}
            </Tab>
          ))}
        </TabList>
        <Toolbar>
          {hasLetters && (
            <SelectToggle type="button" data-on={selecting} onClick={() => onSelectingChange(!selecting)}>
              {selecting ? "선택 취소" : "선택"}
            </SelectToggle>
          )}
          <ViewToggle label="꿀 보기 방식" options={PRAISE_DISPLAYS} value={display} onChange={onDisplayChange} />
        </Toolbar>
      </Top>
      <Panel id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} selecting={selecting}>
        {body}
      </Panel>
    </Sheet>
  );
}
