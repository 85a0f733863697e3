// The moment a shared jar is opened: every letter revealed, one after another (at once for those who
// ask for less motion), from the keeper's new group. A screen worth a screenshot, then the way to the
// group where the letters now live.
import { useQuery } from "@tanstack/react-query";
import { keptLettersQuery } from "../../api/jar-keeping";
import { AppLink } from "../../lib/nav";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { keyframes, styled } from "../../ui/theme";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(12px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  background: "linear-gradient(180deg, $honey 0%, $cream 35%, $white 100%)",
});
const Main = styled("main", { flex: 1, display: "grid", alignContent: "start", gap: "$4", padding: "$2 $5 $8" });
const Heading = styled("h1", { margin: 0, fontSize: "$xl", fontWeight: "$bold", textAlign: "center" });
const Lead = styled("p", { margin: 0, textAlign: "center", color: "$textSub" });
const Letters = styled("ol", { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "$3" });
const Letter = styled("li", {
  display: "grid",
  gap: "$2",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "0 2px 10px rgba(138, 98, 0, 0.12)",
  animation: `${rise} 0.5s ease both`,
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
  "& p": { margin: 0, lineHeight: "$normal", whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
});
const From = styled("p", {
  display: "flex",
  alignItems: "center",
  gap: "$2",
  fontWeight: "$bold",
  fontSize: "$sm",
  "& img": { width: "32px", height: "28px" },
});
const GroupLink = styled(AppLink, {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "$touch",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textDecoration: "none",
});

/** Letters after the first dozen arrive without waiting their turn. */
const STAGGER_MAX = 12;

export function JarReveal({ title, groupId, count }: { title: string; groupId: number; count: number }) {
  const letters = useQuery(keptLettersQuery(groupId));
  return (
    <Page>
      <PageHeader title="꿀단지 열기" background="$honey" />
      <Main>
        <Heading>꿀단지가 열렸어요!</Heading>
        <Lead>
          {title ? `‘${title}’에 ` : ""}편지 {count}개가 담겨 있었어요.
        </Lead>
        {letters.isPending ? (
          <Spinner />
        ) : (
          <Letters aria-label="꿀단지의 편지">
            {(letters.data?.receivePraiseInfos ?? []).map((letter, index) => (
              <Letter key={letter.receivePraiseId} css={{ animationDelay: `${Math.min(index, STAGGER_MAX) * 0.12}s` }}>
                <From>
                  <img src={letter.stampUrl} alt="" width={32} height={28} />
                  From. {letter.name}
                </From>
                <p>{letter.content}</p>
              </Letter>
            ))}
          </Letters>
        )}
        {letters.isError && <Lead role="alert">편지를 불러오지 못했어요. 그룹에서 다시 볼 수 있어요.</Lead>}
        <GroupLink to={`/group/${groupId}`}>내 꿀단지 그룹에서 보기</GroupLink>
      </Main>
    </Page>
  );
}
