// /jar/links/:jarId: a jar's two links, for the member who made it — right after making it ('꿀단지를
// 만들었어요'), and later from home and my page. Keyed by the jar's id, it reads the member's jars
// (GET /api/jar) for the keep key, so a reload shows the same links. The writing link goes to the team
// chat; the opening link only to the person the jar is for: it asks before it is shared or copied, and
// its share is never the writing link's yellow button (SPEC §11).
import { honorific } from "@contract/honorific";
import { JAR_NOT_FOUND, jarDrops, OCCASION_LABELS } from "@contract/jar";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { clientConfigQuery, useClientConfig } from "../../api/config";
import { jarLinks, jarQueries } from "../../api/jars";
import { jarToday, opensOnText } from "../../lib/jar-days";
import { JAR_OPEN_ASK, jarOpenShareOf, jarShareOf } from "../../lib/share-jar";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { JAR_LOAD_FAILED, JAR_LOADING } from "../../ui/jar-words";
import { PageHeader } from "../../ui/page-header";
import { ShareLink } from "../../ui/share-link";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  backgroundColor: "$gray50",
});
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$4", padding: "$2 $5 $8" });
const Summary = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$1",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "$cream",
  wordBreak: "keep-all",
});
const Done = styled("p", { fontSize: "$sm", fontWeight: "$bold", color: "$greenDeep" });
const Title = styled("h2", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight", overflowWrap: "anywhere" });
const Facts = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal" });
const Warning = styled("p", { fontSize: "$sm", color: "$danger", fontWeight: "$bold", lineHeight: "$normal" });
const Actions = styled("div", { display: "grid", gap: "$2" });
const Center = styled(CenteredState, { minHeight: "50dvh", padding: "$5" });

export function JarLinksPage() {
  const { jarId = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const mine = useQuery(jarQueries.mine());
  const config = useClientConfig();
  // The links wait for the worker's client settings, which say whether KakaoTalk can share them: the
  // share buttons are there from the first frame, not added under the links a moment later.
  const settings = useQuery(clientConfigQuery);
  const [today] = useState(() => jarToday());
  const jar = mine.data?.created.find((created) => created.jarId === jarId);

  let body: ReactNode;
  if (mine.isPending || settings.isPending) {
    body = (
      <Center role="status">
        <Spinner />
        <p>{JAR_LOADING}</p>
      </Center>
    );
  } else if (mine.isError) {
    body = (
      <Center>
        <p role="alert">{JAR_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={() => void mine.refetch()}>
          다시 시도
        </Button>
      </Center>
    );
  } else if (!jar) {
    body = (
      <Center>
        <p role="alert">{JAR_NOT_FOUND}</p>
        <Button variant="secondary" onClick={() => void navigate("/", { replace: true })}>
          홈으로
        </Button>
      </Center>
    );
  } else {
    const links = jarLinks(window.location.origin, jar.jarId, jar.keepKey);
    const status = jar.kept ? "전달했어요" : jar.closed ? "편지 받기를 마감했어요" : jarDrops(jar.letterCount);
    body = (
      <>
        <Summary aria-labelledby="jar-links-title">
          {justCreated && <Done>꿀단지를 만들었어요!</Done>}
          <Title id="jar-links-title">{jar.title}</Title>
          <Facts>{`${honorific(jar.recipientName)} · ${OCCASION_LABELS[jar.occasion]} · ${status}`}</Facts>
          <Facts>{`여는 날 ${opensOnText(jar.opensOn, today)}`}</Facts>
        </Summary>
        <ShareLink
          title="① 함께 쓰는 링크"
          hint="팀 채팅방에 올려주세요. 링크를 받은 누구나 로그인 없이도 편지를 담을 수 있어요."
          url={links.writing}
          share={jarShareOf(config, jar)}
        />
        <ShareLink
          title={`② ${honorific(jar.recipientName)}에게만 보낼 여는 링크`}
          hint={`여는 날에 ${honorific(jar.recipientName)}이 이 링크로 꿀단지를 열고 간직해요.`}
          url={links.opening}
          share={jarOpenShareOf(config, jar, jar.keepKey)}
          ask={JAR_OPEN_ASK}
        />
        <Warning>여는 링크는 팀 채팅방에 올리지 마세요. 받는 사람에게만 따로 보내주세요.</Warning>
        <Actions>
          <Button fullWidth onClick={() => void navigate(`/jar/${encodeURIComponent(jar.jarId)}`)}>
            꿀단지 보러 가기
          </Button>
          <Button fullWidth variant="secondary" onClick={() => void navigate("/")}>
            홈으로
          </Button>
        </Actions>
      </>
    );
  }

  return (
    <Page>
      <PageHeader left={<BackButton />} title="꿀단지 링크" />
      <Main>{body}</Main>
    </Page>
  );
}
