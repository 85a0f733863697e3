// /login (SPEC §2 Login): logo, tagline, the speech bubble and the Kakao button (OAuth + PKCE).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { clientConfigQuery } from "../../api/config";
import { isLoggedIn } from "../../api/session";
import { clearSignupDraft } from "../../lib/drafts";
import { FAREWELL_TEXT, FAREWELL_TITLE, takeLeft } from "../../lib/farewell";
import { LOGIN_START_PATH, startKakaoLogin } from "../../lib/kakao-login";
import { takeLoginFailed } from "../../lib/login-failed";
import { useNavigateTo } from "../../lib/nav";
import { ButtonLink } from "../../ui/button";
import { KAKAO_START_LABEL } from "../../ui/login-words";
import { LogoMark } from "../../ui/logo-mark";
import { keyframes, styled } from "../../ui/theme";
import { KakaoSymbol } from "./kakao-symbol";

const CONFIG_ERROR = "연결이 원활하지 않아요. 다시 시도해주세요.";

const Page = styled("main", {
  display: "flex",
  flexDirection: "column",
  flex: 1,
  padding: "$6 $5 calc($5 + env(safe-area-inset-bottom))",
  background: "linear-gradient(180deg, $cream 0%, #FFFDF5 55%, $white 100%)",
});

const Hero = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$3",
  textAlign: "center",
  paddingTop: "$8",
});

const LogoHalo = styled("div", {
  display: "grid",
  placeItems: "center",
  width: "168px",
  height: "168px",
  marginBottom: "$3",
  borderRadius: "$pill",
  background: "radial-gradient(circle, $creamDeep 0%, rgba(255, 239, 194, 0) 70%)",
  "@narrow": { width: "136px", height: "136px" },
});

const Logo = styled("div", {
  display: "grid",
  "& > svg": { width: "128px", height: "128px" },
  "@narrow": { "& > svg": { width: "104px", height: "104px" } },
});

const Title = styled("h1", {
  fontSize: "$4xl",
  fontWeight: "$bold",
  lineHeight: "$tight",
  letterSpacing: "-0.02em",
  color: "$text",
});

const Tagline = styled("p", {
  fontSize: "$lg",
  fontWeight: "$medium",
  color: "$textSub",
});

const SubTagline = styled("p", {
  fontSize: "$sm",
  color: "$textMuted",
});

const Actions = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$3",
  paddingTop: "$10",
});

const float = keyframes({
  "0%, 100%": { transform: "translateY(0)" },
  "50%": { transform: "translateY(-4px)" },
});

const Bubble = styled("p", {
  position: "relative",
  padding: "$2 $4",
  borderRadius: "$pill",
  backgroundColor: "$white",
  boxShadow: "$bubble, inset 0 0 0 1px $colors$creamDeep",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
  animation: `${float} 2.4s ease-in-out infinite`,
  "&::after": {
    content: '""',
    position: "absolute",
    left: "50%",
    bottom: "-6px",
    width: "12px",
    height: "12px",
    backgroundColor: "$white",
    transform: "translateX(-50%) rotate(45deg)",
    borderRadius: "0 0 3px 0",
    boxShadow: "inset -1px -1px 0 $colors$creamDeep",
  },
});

const KakaoButton = styled(ButtonLink, {
  width: "100%",
  minHeight: "52px",
  borderRadius: "12px",
  fontSize: "$md",
  fontWeight: "$bold",
});

// After 회원 탈퇴: said once, above the logo, in the page's own warm tone (not an error).
const Farewell = styled("div", {
  display: "flex",
  flexDirection: "column",
  gap: "$1",
  padding: "$4 $5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$creamDeep",
  textAlign: "center",
  wordBreak: "keep-all",
  "& strong": { fontSize: "$md", fontWeight: "$bold", color: "$honeyDark" },
  "& p": { fontSize: "$sm", color: "$textSub" },
});

const ErrorLine = styled("p", {
  minHeight: "1.5em", // reserved, so the page does not jump when an error appears
  fontSize: "$sm",
  color: "$danger",
  textAlign: "center",
});

export function LoginPage() {
  // Asked on mount, so a connection problem shows before the tap. The button does not wait for it: the
  // login starts at the worker (decision 026), and the drawn button takes a tap before the page
  // listens (decision 029).
  const config = useQuery(clientConfigQuery);
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  useEffect(() => clearSignupDraft(), []);

  // Read after the first paint: the worker draws this page without the browser's storage.
  const [left, setLeft] = useState(false);
  // Why the login that brought the person back here failed (complete-login.ts), said once.
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (takeLeft()) setLeft(true);
    setFailed(takeLoginFailed());
  }, []);

  // A member who is logged in has nothing to do here (an old bookmark, a shared /login link): home.
  const navigate = useNavigateTo();
  useEffect(() => {
    if (isLoggedIn()) navigate("/", { replace: true });
  }, [navigate]);

  // Coming back from Kakao with the back button restores this page from the bfcache: un-busy it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const start = async () => {
    setStarting(true);
    setStartFailed(false);
    setFailed(null);
    try {
      await startKakaoLogin();
    } catch {
      setStartFailed(true);
      setStarting(false);
    }
  };

  const pending = starting;
  const showError = !pending && (startFailed || (config.isError && !config.data));

  return (
    <Page>
      {left && (
        <Farewell role="status">
          <strong>{FAREWELL_TITLE}</strong>
          <p>{FAREWELL_TEXT}</p>
        </Farewell>
      )}
      <Hero>
        <LogoHalo>
          <Logo>
            <LogoMark size={128} />
          </Logo>
        </LogoHalo>
        <Title>꿀단지</Title>
        <Tagline>팀원에게 달콤한 칭찬을 전해보세요</Tagline>
        <SubTagline>꿀도장을 꾹 찍어 보내고, 받은 꿀은 꿀단지에 모아요</SubTagline>
      </Hero>
      <Actions>
        {/* What sign-up really takes: Kakao, then 약관, 이름, an e-mailed code and a picture (SPEC §2's
            speech bubble, its "3 seconds" made true). */}
        <Bubble>1분 만에 가입하고 칭찬 보내기</Bubble>
        {/* A link to the edge's login start (decision 042): without script, or tapped before the page
            listens, the browser follows it; with script the page shows it busy on the way. */}
        <KakaoButton
          variant="kakao"
          href={LOGIN_START_PATH}
          pending={pending}
          icon={<KakaoSymbol />}
          onClick={(event) => {
            event.preventDefault();
            if (!pending) void start();
          }}
        >
          {KAKAO_START_LABEL}
        </KakaoButton>
        <ErrorLine role="alert">{showError ? CONFIG_ERROR : (failed ?? "")}</ErrorLine>
      </Actions>
    </Page>
  );
}
