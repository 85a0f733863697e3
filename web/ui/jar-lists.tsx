// The shared jars a member made and wrote in (GET /api/jar), as home and my page list them: each jar's
// title (to its page), for whom, its drops (letters), its opening day with D-N, whether it was
// delivered; a jar the member made also leads to its two links, and one they wrote in says when its
// keeper's thanks arrived (decision 036). The caller reads the list and passes its state in (web/ui
// makes no calls).
import { honorific } from "@contract/honorific";
import { dDayLabel, jarDrops, type MyJars, OCCASION_LABELS, SHARED_JAR, THANKS_ARRIVED } from "@contract/jar";
import { type ReactNode, useId } from "react";
import { jarDayText } from "../lib/jar-days";
import { AppLink } from "../lib/nav";
import { Button } from "./button";
import { hitArea } from "./hit-area";
import { Spinner } from "./spinner";
import { styled } from "./theme";

const Section = styled("section", { display: "flex", flexDirection: "column", gap: "$3", width: "100%" });
const Head = styled("div", { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "$2" });
const Title = styled("h2", { fontSize: "$lg", fontWeight: "$bold", lineHeight: "$tight" });
const SubTitle = styled("h3", { fontSize: "$sm", fontWeight: "$bold", color: "$textSub" });
const Create = styled(AppLink, {
  ...hitArea(),
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0,
  minHeight: "36px",
  padding: "0 $3",
  borderRadius: "$pill",
  backgroundColor: "$honey",
  color: "$text",
  fontSize: "$sm",
  fontWeight: "$bold",
  textDecoration: "none",
  whiteSpace: "nowrap",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const List = styled("ul", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
const Row = styled("li", {
  display: "flex",
  alignItems: "center",
  gap: "$2",
  padding: "$3 $3 $3 $4",
  borderRadius: "$md",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
});
const Body = styled("div", { flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });
const JarLink = styled(AppLink, {
  ...hitArea(),
  alignSelf: "flex-start",
  maxWidth: "100%",
  fontSize: "$md",
  fontWeight: "$bold",
  color: "$text",
  textDecoration: "none",
  overflowWrap: "anywhere",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Meta = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });
const Badge = styled("span", {
  display: "inline-block",
  padding: "0 $2",
  borderRadius: "$pill",
  fontSize: "$xs",
  fontWeight: "$bold",
  whiteSpace: "nowrap",
  variants: {
    tone: {
      soon: { backgroundColor: "$cream", color: "$honeyDark" },
      done: { backgroundColor: "$greenSoft", color: "$greenDeep" },
      quiet: { backgroundColor: "$gray100", color: "$textSub" },
    },
  },
});
const LinksLink = styled(AppLink, {
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  minWidth: "44px",
  minHeight: "44px",
  padding: "0 $3",
  borderRadius: "$pill",
  backgroundColor: "$gray100",
  color: "$text",
  fontSize: "$sm",
  fontWeight: "$bold",
  textDecoration: "none",
  whiteSpace: "nowrap",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Thanked = styled("p", {
  alignSelf: "flex-start",
  padding: "2px $2",
  borderRadius: "$pill",
  backgroundColor: "$cream",
  color: "$honeyDark",
  fontSize: "$xs",
  fontWeight: "$bold",
  wordBreak: "keep-all",
});
const Note = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });
const Failed = styled("div", { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "$2" });

type Jar = { opensOn: string; kept: boolean; closed?: boolean };

/** Where the jar stands: delivered, closed, opening today, or D-N. */
const standing = (jar: Jar, today: string) => {
  if (jar.kept) return <Badge tone="done">전달됨</Badge>;
  if (jar.closed) return <Badge tone="quiet">마감</Badge>;
  return <Badge tone="soon">{dDayLabel(today, jar.opensOn)}</Badge>;
};

export const JAR_LISTS_MESSAGES = {
  loading: "함께 채우는 꿀단지를 불러오는 중이에요",
  failed: "함께 채우는 꿀단지를 불러오지 못했어요.",
  noneCreated: "아직 만든 꿀단지가 없어요. 팀원에게 전할 마음을 함께 모아보세요.",
  noneWritten: "아직 편지를 쓴 꿀단지가 없어요.",
} as const;

export type JarListsProps = {
  mine: MyJars | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Today in KST (YYYY-MM-DD), for D-N. */
  today: string;
  /** Shown at all while the list is read (home keeps its drawn part as it was: it shows nothing). */
  showLoading?: boolean;
  /** Shows the empty lists' lines; without it, an empty list is left out. */
  showEmpty?: boolean;
};

export function JarLists({ mine, failed, onRetry, today, showLoading = true, showEmpty = true }: JarListsProps) {
  const titleId = useId();
  const createdId = useId();
  const writtenId = useId();
  if (!mine && !failed && !showLoading) return null;
  if (mine && !showEmpty && mine.created.length === 0 && mine.written.length === 0) return null;

  let content: ReactNode;
  if (failed && !mine) {
    content = (
      <Failed>
        <Note role="alert">{JAR_LISTS_MESSAGES.failed}</Note>
        <Button variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      </Failed>
    );
  } else if (!mine) {
    content = (
      <Note role="status">
        <Spinner size="sm" /> {JAR_LISTS_MESSAGES.loading}
      </Note>
    );
  } else {
    content = (
      <>
        {(showEmpty || mine.created.length > 0) && (
          <>
            <SubTitle id={createdId}>{`내가 만든 꿀단지 ${mine.created.length}`}</SubTitle>
            {mine.created.length === 0 ? (
              <Note>{JAR_LISTS_MESSAGES.noneCreated}</Note>
            ) : (
              <List aria-labelledby={createdId}>
                {mine.created.map((jar) => (
                  <Row key={jar.jarId}>
                    <Body>
                      <JarLink to={`/jar/${jar.jarId}`}>{jar.title}</JarLink>
                      <Meta>{`${honorific(jar.recipientName)} · ${OCCASION_LABELS[jar.occasion]} · ${jarDrops(jar.letterCount)}`}</Meta>
                      <Meta>
                        {`${jarDayText(jar.opensOn)} 열어요 `}
                        {standing(jar, today)}
                      </Meta>
                    </Body>
                    <LinksLink to={`/jar/links/${jar.jarId}`} aria-label={`${jar.title} 링크 보기`}>
                      링크
                    </LinksLink>
                  </Row>
                ))}
              </List>
            )}
          </>
        )}
        {(showEmpty || mine.written.length > 0) && (
          <>
            <SubTitle id={writtenId}>{`내가 쓴 꿀단지 ${mine.written.length}`}</SubTitle>
            {mine.written.length === 0 ? (
              <Note>{JAR_LISTS_MESSAGES.noneWritten}</Note>
            ) : (
              <List aria-labelledby={writtenId}>
                {mine.written.map((jar) => (
                  <Row key={jar.jarId}>
                    <Body>
                      <JarLink to={`/jar/${jar.jarId}`}>{jar.title}</JarLink>
                      <Meta>
                        {`${honorific(jar.recipientName)}에게 · ${jarDayText(jar.opensOn)} 열어요 `}
                        {standing(jar, today)}
                      </Meta>
                      {jar.thanked && <Thanked>{THANKS_ARRIVED}</Thanked>}
                    </Body>
                  </Row>
                ))}
              </List>
            )}
          </>
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{SHARED_JAR}</Title>
        <Create to="/jar/new">새로 만들기</Create>
      </Head>
      {content}
    </Section>
  );
}
