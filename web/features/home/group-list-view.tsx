// List view (SPEC §2, §9): three groups a page, pager 'page / total' clamped to 1..last.

import type { GroupSummary } from "@contract/group";
import { groupLabel } from "@contract/group-label";
import { AppLink } from "../../lib/nav";
import { ChevronRightIcon } from "../../ui/icons";
import { NewReactionMark } from "../../ui/new-reaction-mark";
import { clampPage, Pager } from "../../ui/pager";
import { styled } from "../../ui/theme";
import { memberSummary, NO_PRAISE_YET } from "./member-summary";

export const GROUPS_PER_PAGE = 3;

export const pageCount = (groups: number) => Math.max(Math.ceil(groups / GROUPS_PER_PAGE), 1);

const Wrap = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$2",
  width: "100%",
});

const List = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: 0,
  width: "100%",
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  // Three rows' worth even on the last, shorter page, so the pager never jumps.
  minHeight: `calc(${GROUPS_PER_PAGE} * 68px + ${GROUPS_PER_PAGE - 1} * 8px)`,
});

const Row = styled(AppLink, {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  height: "68px",
  padding: "0 $2 0 $4",
  borderRadius: "$md",
  backgroundColor: "$cream",
  color: "$text",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus" },
  "@media (hover: hover)": { "&:hover": { boxShadow: "inset 0 0 0 1px $colors$honeyDeep" } },
});
const Texts = styled("span", { flex: 1, minWidth: 0, display: "flex", flexDirection: "column" });
const ellipsis = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;
const Name = styled("span", { fontSize: "$md", fontWeight: "$bold", ...ellipsis });
const NameLine = styled("span", { display: "flex", alignItems: "center", gap: "$2", minWidth: 0 });
const Sub = styled("span", { fontSize: "$xs", color: "$textSub", ...ellipsis });
const Counts = styled("span", {
  flexShrink: 0,
  fontSize: "$xs",
  color: "$textSub",
  textAlign: "right",
  lineHeight: "$normal",
});

export type GroupListViewProps = {
  groups: GroupSummary[];
  page: number;
  onPageChange: (page: number) => void;
};

export function GroupListView({ groups, page, onPageChange }: GroupListViewProps) {
  const total = pageCount(groups.length);
  const current = clampPage(page, total);
  const shown = groups.slice((current - 1) * GROUPS_PER_PAGE, current * GROUPS_PER_PAGE);
  return (
    <Wrap>
      <List aria-label={`내 꿀단지 ${current}쪽`}>
        {shown.map((group) => (
          <li key={group.groupId}>
            <Row to={`/group/${group.groupId}`}>
              <Texts>
                <NameLine>
                  <Name>{groupLabel(group.groupName)}</Name>
                  {group.hasNewReaction && " "}
                  <NewReactionMark show={group.hasNewReaction} />
                </NameLine>
                <Sub>{memberSummary(group.groupMembers) ?? NO_PRAISE_YET}</Sub>
              </Texts>
              <Counts>
                {`받은 꿀 ${group.receiveCount}`}
                <br />
                {`보낸 꿀 ${group.sendCount}`}
              </Counts>
              <ChevronRightIcon />
            </Row>
          </li>
        ))}
      </List>
      <Pager
        label="그룹 목록 페이지"
        page={current}
        total={total}
        onChange={onPageChange}
        previousLabel="이전 페이지"
        nextLabel="다음 페이지"
      />
    </Wrap>
  );
}
