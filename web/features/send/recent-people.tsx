// Send step 1's '최근에 꿀을 주고받은 사람' (decision 034): the few people the member last exchanged
// praise with, one tap each to fill the receiver and the group last used for them, and the way to
// '우리 팀'. One line of a fixed height, scrolled sideways where the names do not fit: drawn as
// placeholders while the list loads, so the fields below never move when it comes; nothing at all when
// the member has exchanged praise with no one yet (or the host does not offer the list).
import { honorific } from "@contract/honorific";
import { type Person, RECENT_PEOPLE_MAX } from "@contract/week";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { weeklyQueries } from "../../api/weekly";
import { AppLink } from "../../lib/nav";
import { hitArea } from "../../ui/hit-area";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";

const CHIP_HEIGHT = "44px";

const Section = styled("section", { display: "flex", flexDirection: "column", gap: "$1" });
const Head = styled("div", { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "$2" });
const Title = styled("h3", { fontSize: "$sm", fontWeight: "$bold", color: "$textSub", lineHeight: "$tight" });
const TeamLink = styled(AppLink, {
  ...hitArea(),
  flexShrink: 0,
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  whiteSpace: "nowrap",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

// Room around the chips for their focus ring, inside the scrolling line (which clips what is outside).
const Row = styled("ul", {
  display: "flex",
  gap: "$2",
  height: `calc(${CHIP_HEIGHT} + 10px)`,
  margin: "0 -5px",
  padding: "5px",
  listStyle: "none",
  overflowX: "auto",
  overflowY: "hidden",
  scrollbarWidth: "none",
  "&::-webkit-scrollbar": { display: "none" },
  "& > li": { flexShrink: 0 },
});

const Chip = styled("button", {
  all: "unset",
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  height: CHIP_HEIGHT,
  padding: "0 $4",
  borderRadius: "$pill",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$text",
  whiteSpace: "nowrap",
  backgroundColor: "$cream",
  boxShadow: "inset 0 0 0 1px $colors$creamDeep",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:active": { transform: "scale(0.97)" },
  "@media (hover: hover)": { "&:hover": { boxShadow: "inset 0 0 0 1px $colors$honeyDeep" } },
});

const Placeholder = styled("li", {
  height: CHIP_HEIGHT,
  borderRadius: "$pill",
  backgroundColor: "$gray100",
});
const PLACEHOLDER_WIDTHS = ["72px", "88px", "64px"] as const;

export function RecentPeople({ onPick }: { onPick: (person: Person) => void }) {
  const people = useQuery(weeklyQueries.people());
  const [picked, setPicked] = useState("");
  const recent = people.data?.slice(0, RECENT_PEOPLE_MAX) ?? [];
  if (people.isError || (people.isSuccess && recent.length === 0)) return null;

  return (
    <Section aria-labelledby="recent-people-title" aria-busy={people.isPending || undefined}>
      <Head>
        <Title id="recent-people-title">최근에 꿀을 주고받은 사람</Title>
        <TeamLink to="/team">우리 팀</TeamLink>
      </Head>
      <Row>
        {people.isPending
          ? PLACEHOLDER_WIDTHS.map((width) => <Placeholder key={width} aria-hidden="true" css={{ width }} />)
          : recent.map((person) => (
              <li key={person.name}>
                <Chip
                  type="button"
                  onClick={() => {
                    onPick(person);
                    setPicked(person.name);
                  }}
                >
                  {person.name}
                </Chip>
              </li>
            ))}
      </Row>
      <VisuallyHidden role="status">{picked && `${honorific(picked)}에게 보내요`}</VisuallyHidden>
    </Section>
  );
}
