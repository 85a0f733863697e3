// /announcement (SPEC §2 Other screens): the service announcements, newest first, each opening to its
// full text; the empty state 'no new announcements' with the mascot.
import type { Announcement } from "@contract/badge";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { announcementQueries } from "../../api/announcement";
import { formatDotDate } from "../../lib/format-date";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { PageHeader } from "../../ui/page-header";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";

export const NO_ANNOUNCEMENTS = "새로운 공지사항이 없어요.";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$white" });
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", padding: "$2 $5 $6" });
const List = styled("ul", { margin: 0, padding: 0, listStyle: "none" });
const Item = styled("li", { borderBottom: "1px solid $gray200" });

const Row = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "flex",
  alignItems: "center",
  gap: "$3",
  width: "100%",
  minHeight: "72px",
  padding: "$3 $1",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "-3px", borderRadius: "$sm" },
  "& svg": { flexShrink: 0, color: "$textMuted", transition: "transform 0.2s ease" },
  "&[aria-expanded='true'] svg": { transform: "rotate(180deg)" },
});

const RowText = styled("span", { flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });
const Title = styled("span", { fontSize: "$md", fontWeight: "$bold", lineHeight: "$tight", overflowWrap: "anywhere" });
const When = styled("time", { fontSize: "$xs", color: "$textMuted", fontVariantNumeric: "tabular-nums" });

const Content = styled("div", {
  margin: "0 0 $4",
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  fontSize: "$sm",
  lineHeight: 1.6,
  color: "$textSub",
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});

const Center = styled(CenteredState, { gap: "$4", minHeight: "360px", paddingBottom: "$12" });

const Bar = styled("span", { display: "block", borderRadius: "$pill", backgroundColor: "$gray100" });

const Chevron = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M5 7.5l5 5 5-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

function AnnouncementItem({
  announcement,
  expanded,
  onToggle,
}: {
  announcement: Announcement;
  expanded: boolean;
  onToggle: () => void;
}) {
  const contentId = useId();
  return (
    <Item>
      <Row type="button" aria-expanded={expanded} aria-controls={contentId} onClick={onToggle}>
        <RowText>
          <Title>{announcement.title}</Title>
          <When dateTime={announcement.createdAt}>{formatDotDate(announcement.createdAt)}</When>
        </RowText>
        <Chevron />
      </Row>
      <Content id={contentId} role="region" aria-label={announcement.title} hidden={!expanded}>
        {announcement.content}
      </Content>
    </Item>
  );
}

function LoadingRows() {
  return (
    <div role="status">
      <VisuallyHidden>공지사항을 불러오는 중이에요</VisuallyHidden>
      <List aria-hidden="true" data-testid="announcement-skeleton">
        {[0, 1, 2].map((index) => (
          <Item key={index}>
            <Row as="div" css={{ cursor: "default" }}>
              <RowText>
                <Bar css={{ width: "60%", height: "1rem", margin: "2px 0" }} />
                <Bar css={{ width: "72px", height: "0.75rem", marginTop: "4px" }} />
              </RowText>
            </Row>
          </Item>
        ))}
      </List>
    </div>
  );
}

export function AnnouncementPage() {
  const announcements = useQuery(announcementQueries.list());
  const [openId, setOpenId] = useState<number | null>(null);
  const list = announcements.data;

  return (
    <Page>
      <PageHeader left={<BackButton />} title="공지사항" />
      <Main>
        {announcements.isPending ? (
          <LoadingRows />
        ) : announcements.isError ? (
          <Center role="alert">
            <p>공지사항을 불러오지 못했어요.</p>
            <Button variant="secondary" onClick={() => void announcements.refetch()}>
              다시 시도
            </Button>
          </Center>
        ) : list && list.length > 0 ? (
          <List aria-label="공지사항 목록">
            {list.map((announcement) => (
              <AnnouncementItem
                key={announcement.id}
                announcement={announcement}
                expanded={openId === announcement.id}
                onToggle={() => setOpenId((current) => (current === announcement.id ? null : announcement.id))}
              />
            ))}
          </List>
        ) : (
          <Center>
            <img src="/images/logo.svg" alt="" width={96} height={96} />
            <p>{NO_ANNOUNCEMENTS}</p>
          </Center>
        )}
      </Main>
    </Page>
  );
}
