// Home's '이번 주' (decision 034): the praise the member received and sent this week (Seoul's), the
// shared jars about to open, and on Fridays an invitation to send one. The worker reads the week when
// it draws home and hands it over in the seed, so the card is in the first frame and hydration asks
// nothing; without it (the full app's home, a host that does not offer the week) the card keeps its
// first lines' room while the week loads, and is left out if it cannot be read.
import { useQuery } from "@tanstack/react-query";
import { weeklyQueries } from "../../api/weekly";
import { AppLink } from "../../lib/nav";
import { hitArea } from "../../ui/hit-area";
import { styled } from "../../ui/theme";
import { VisuallyHidden } from "../../ui/visually-hidden";

const Card = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  width: "100%",
  padding: "$3 $4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
});
const Head = styled("div", { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "$2" });
const Title = styled("h2", { fontSize: "$md", fontWeight: "$bold", lineHeight: "$tight" });
const TeamLink = styled(AppLink, {
  ...hitArea(),
  flexShrink: 0,
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
// One line of text whether the counts are in or not: the card's height does not change when they come.
const Counts = styled("p", {
  minHeight: "1.5em",
  fontSize: "$sm",
  color: "$textSub",
  fontVariantNumeric: "tabular-nums",
  "& strong": { color: "$text", fontWeight: "$bold" },
});
const Jars = styled("p", { fontSize: "$sm", color: "$greenDeep", fontWeight: "$bold" });
const Friday = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$3",
  padding: "$3",
  borderRadius: "$md",
  backgroundColor: "$cream",
  "& > p": { flex: 1, minWidth: 0, fontSize: "$sm", color: "$honeyDark", fontWeight: "$bold", wordBreak: "keep-all" },
});
const SendLink = styled(AppLink, {
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: "0 $4",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontSize: "$sm",
  fontWeight: "$bold",
  textDecoration: "none",
  whiteSpace: "nowrap",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "@media (hover: hover)": { "&:hover": { backgroundColor: "$honeyDeep" } },
});

export const FRIDAY_INVITATION = "금요일이에요, 이번 주 고마웠던 팀원에게 꿀을 보내볼까요?";

export function HomeWeek() {
  const week = useQuery(weeklyQueries.week());
  if (week.isError) return null;
  const data = week.data;
  // An empty week says nothing worth the sheet's room (its group card and pager fit without a scroll):
  // left out, but on Fridays, when the invitation is the point.
  if (data && data.received === 0 && data.sent === 0 && data.jarsWaiting === 0 && !data.friday) return null;
  return (
    <Card aria-labelledby="home-week-title" aria-busy={week.isPending || undefined}>
      <Head>
        <Title id="home-week-title">이번 주</Title>
        <TeamLink to="/team">우리 팀</TeamLink>
      </Head>
      <Counts>
        {data ? (
          <>
            받은 꿀 <strong>{data.received}</strong> · 보낸 꿀 <strong>{data.sent}</strong>
          </>
        ) : (
          <VisuallyHidden>이번 주 꿀을 불러오는 중이에요</VisuallyHidden>
        )}
      </Counts>
      {data && data.jarsWaiting > 0 && <Jars>{`곧 열리는 꿀단지 ${data.jarsWaiting}개`}</Jars>}
      {data?.friday && (
        <Friday>
          <p>{FRIDAY_INVITATION}</p>
          <SendLink to="/compliment/send/target">꿀 보내기</SendLink>
        </Friday>
      )}
    </Card>
  );
}
