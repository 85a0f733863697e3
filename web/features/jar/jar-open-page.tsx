// /jar/:jarId/open#key= (public): the opening link of a shared jar, for the person it is for (decisions
// 024, 036). The key is in the fragment, which no server logs; a link shared before as ?key= still
// opens, and the key moves into the fragment at once. Before the day: the countdown and how many
// letters are waiting. On the day: every letter, to whoever holds the link (jar-opened.tsx), and
// '꿀단지에 간직하기', which asks for a login only then. Opening is idempotent: a double tap, a reload or
// the message tapped again all show the letters ("already kept" answers the kept jar, not an error).
import { GENERIC_ERROR } from "@contract/errors";
import { JAR_WRONG_KEY } from "@contract/jar";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { useKeepJar } from "../../api/jar-keeping";
import { jarQueries } from "../../api/jars";
import { useResumeAfterLogin } from "../../lib/resume-after-login";
import { setReturnTo } from "../../lib/return-to";
import { useLoggedIn } from "../../lib/use-logged-in";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { JAR_LOAD_FAILED, JAR_LOADING } from "../../ui/jar-words";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { JarOpened } from "./jar-opened";
import { JarSummary } from "./jar-summary";
import { occasionClass } from "./occasion-theme";

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  // The occasion's colours once the jar is read (decision 044), honey's before.
  background: "linear-gradient(180deg, var(--occasion-soft, $cream) 0%, $white 50%)",
  variants: {
    open: {
      true: {
        background:
          "linear-gradient(180deg, var(--occasion-deep, $honey) 0%, var(--occasion-soft, $cream) 35%, $white 100%)",
      },
    },
  },
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

/** The fragment's request that the keep a login was asked for goes on once the member is back. */
const KEEP_ON_RETURN = "keep";

/** The keep key: from the fragment (#key=…), else from a link shared before as ?key=…. */
export const keepKeyOf = (hash: string, search: string) =>
  new URLSearchParams(hash.replace(/^#/, "")).get("key") ?? new URLSearchParams(search).get("key") ?? "";

export function JarOpenPage() {
  const { jarId = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [key] = useState(() => keepKeyOf(location.hash, location.search));
  const [keepOnReturn] = useState(() => new URLSearchParams(location.hash.slice(1)).get(KEEP_ON_RETURN) === "1");
  const loggedIn = useLoggedIn();
  const opening = useQuery({ ...jarQueries.opening(jarId, key), enabled: key !== "" });
  const keep = useKeepJar(jarId);
  const [keptHere, setKeptHere] = useState<{ groupId: number } | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A second tap before the first call's state has rendered keeps once.
  const sending = useRef(false);

  // A ?key= link: the key leaves the address bar's query for the fragment (history.replaceState).
  const fromQuery = new URLSearchParams(location.search).has("key");
  useEffect(() => {
    if (fromQuery && key)
      void navigate({ pathname: location.pathname, search: "", hash: `key=${key}` }, { replace: true });
  }, [fromQuery, key, navigate, location.pathname]);

  const here = `/jar/${encodeURIComponent(jarId)}/open#key=${encodeURIComponent(key)}`;
  const login = {
    pending: leaving,
    run: () => {
      // Back from Kakao (or a sign-up), the page keeps the jar the tap was for (the effect below).
      setReturnTo(`${here}&${KEEP_ON_RETURN}=1`);
      setLeaving(true);
      import("../../lib/kakao-login").then(({ startKakaoLogin }) => startKakaoLogin()).catch(() => setLeaving(false));
    },
  };
  // "Already kept" to a second tap (or a keep that crossed another) is the kept jar: read it again.
  const alreadyKept = keep.error instanceof ApiError && keep.error.status === 409;
  const keeping = {
    pending: keep.isPending,
    error: keep.isError && !alreadyKept ? (keep.error instanceof ApiError ? keep.error.message : GENERIC_ERROR) : null,
    run: () => {
      if (sending.current) return;
      sending.current = true;
      keep.mutate(key, {
        onSuccess: ({ groupId }) => setKeptHere({ groupId }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) void opening.refetch();
        },
        onSettled: () => {
          sending.current = false;
        },
      });
    },
  };

  // Back from the login '꿀단지에 간직하기' asked for: that keep, once the opening is read, without a
  // second tap.
  useResumeAfterLogin(
    keepOnReturn,
    opening.data !== undefined,
    loggedIn && opening.data?.open && !opening.data.kept ? keeping.run : null,
    () => void navigate({ pathname: location.pathname, search: "", hash: `key=${key}` }, { replace: true }),
  );

  let body: React.ReactNode;
  if (opening.isPending && key) {
    body = (
      <CenteredState css={{ minHeight: "50dvh" }}>
        <Spinner />
        <span role="status">{JAR_LOADING}</span>
      </CenteredState>
    );
  } else if (!key || opening.isError) {
    const wrong = !key || (opening.error instanceof ApiError && opening.error.status < 500);
    body = (
      <CenteredState css={{ minHeight: "50dvh" }} role="alert">
        <p>{!key ? JAR_WRONG_KEY : wrong ? opening.error?.message : JAR_LOAD_FAILED}</p>
        {!wrong && (
          <Button variant="secondary" onClick={() => void opening.refetch()}>
            다시 시도
          </Button>
        )}
      </CenteredState>
    );
  } else if (opening.data?.open && opening.data.letters) {
    const jar = opening.data;
    const kept = jar.kept || keptHere !== null || alreadyKept;
    return (
      <Page open className={occasionClass(jar.occasion)}>
        <PageHeader title="꿀단지 열기" background="occasionDeep" />
        <JarOpened
          jarId={jarId}
          keepKey={key}
          opening={{ ...jar, kept }}
          loggedIn={loggedIn}
          keeper={kept && loggedIn && (keptHere !== null || jar.keptByYou !== false)}
          groupId={keptHere?.groupId ?? jar.groupId}
          keeping={keeping}
          login={login}
        />
      </Page>
    );
  } else if (opening.data) {
    const jar = opening.data;
    body = (
      <>
        <JarSummary jar={jar} today={jar.today} />
        <Lead>
          팀이 <strong>{jar.recipientName}</strong>님을 위해 편지 <strong>{jar.letterCount}</strong>개를 모으고 있어요.
          여는 날까지 조금만 기다려주세요!
        </Lead>
      </>
    );
  }

  return (
    <Page className={opening.data ? occasionClass(opening.data.occasion) : undefined}>
      <PageHeader title="꿀단지 열기" background="occasion" />
      <Main>{body}</Main>
    </Page>
  );
}
