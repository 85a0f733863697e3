// /jar/:jarId/open?key= (public): the opening link of a shared jar, for the person it is for (decision
// 024). Before the day: the countdown and how many letters are waiting. On the day: log in with Kakao
// (or sign up; the link is kept for after), open it — every letter revealed — and keep it: it becomes
// one of the member's groups. A jar is kept once.
import { GENERIC_ERROR } from "@contract/errors";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { useKeepJar } from "../../api/jar-keeping";
import { jarQueries } from "../../api/jars";
import { AppLink } from "../../lib/nav";
import { setReturnTo } from "../../lib/return-to";
import { useLoggedIn } from "../../lib/use-logged-in";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { JarReveal } from "./jar-reveal";
import { JarSummary } from "./jar-summary";

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  background: "linear-gradient(180deg, $cream 0%, $white 50%)",
});
const Main = styled("main", { flex: 1, display: "grid", alignContent: "start", gap: "$5", padding: "$2 $5 $8" });
const Lead = styled("p", {
  margin: 0,
  fontSize: "$md",
  lineHeight: "$normal",
  textAlign: "center",
  wordBreak: "keep-all",
  "& strong": { color: "$honeyDark" },
});
const ErrorText = styled("p", { margin: 0, color: "$danger", fontSize: "$sm", textAlign: "center" });
const LinkButton = styled(AppLink, {
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

export function JarOpenPage() {
  const { jarId = "" } = useParams();
  const [search] = useSearchParams();
  const key = search.get("key") ?? "";
  const loggedIn = useLoggedIn();
  const opening = useQuery(jarQueries.opening(jarId, key));
  const keep = useKeepJar(jarId);
  const [kept, setKept] = useState<{ groupId: number; count: number } | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (kept) return <JarReveal title={opening.data?.title ?? ""} {...kept} />;

  const logIn = () => {
    setReturnTo(`/jar/${encodeURIComponent(jarId)}/open?key=${encodeURIComponent(key)}`);
    setLeaving(true);
    import("../../lib/kakao-login").then(({ startKakaoLogin }) => startKakaoLogin()).catch(() => setLeaving(false));
  };

  let body: React.ReactNode;
  if (opening.isPending) {
    body = (
      <CenteredState css={{ minHeight: "50dvh" }}>
        <Spinner />
        <span role="status">꿀단지를 불러오는 중이에요</span>
      </CenteredState>
    );
  } else if (opening.isError) {
    const wrong = opening.error instanceof ApiError && opening.error.status < 500;
    body = (
      <CenteredState css={{ minHeight: "50dvh" }} role="alert">
        <p>{wrong ? opening.error.message : "꿀단지를 불러오지 못했어요."}</p>
        {!wrong && (
          <Button variant="secondary" onClick={() => void opening.refetch()}>
            다시 시도
          </Button>
        )}
      </CenteredState>
    );
  } else {
    const jar = opening.data;
    body = (
      <>
        <JarSummary jar={jar} today={jar.today} />
        {jar.kept ? (
          <>
            <Lead>이미 열어본 꿀단지예요. 편지는 꿀단지를 연 사람의 그룹에 담겼어요.</Lead>
            <LinkButton to="/">꿀단지 홈으로</LinkButton>
          </>
        ) : !jar.open ? (
          <Lead>
            팀이 <strong>{jar.recipientName}</strong>님을 위해 편지 <strong>{jar.letterCount}</strong>개를 모으고
            있어요. 여는 날까지 조금만 기다려주세요!
          </Lead>
        ) : !loggedIn ? (
          <>
            <Lead>
              편지 <strong>{jar.letterCount}</strong>개가 기다리고 있어요. 카카오로 로그인하고 열어보세요. 처음이라면
              가입하고 바로 열 수 있어요.
            </Lead>
            <Button variant="kakao" pending={leaving} onClick={logIn}>
              카카오로 로그인하고 열기
            </Button>
          </>
        ) : (
          <>
            <Lead>
              편지 <strong>{jar.letterCount}</strong>개가 기다리고 있어요. 열면 내 꿀단지 그룹으로 담겨요.
            </Lead>
            <Button pending={keep.isPending} onClick={() => keep.mutate(key, { onSuccess: (data) => setKept(data) })}>
              꿀단지 열기
            </Button>
            {keep.isError && (
              <ErrorText role="alert">{keep.error instanceof ApiError ? keep.error.message : GENERIC_ERROR}</ErrorText>
            )}
          </>
        )}
      </>
    );
  }

  return (
    <Page>
      <PageHeader title="꿀단지 열기" background="$cream" />
      <Main>{body}</Main>
    </Page>
  );
}
