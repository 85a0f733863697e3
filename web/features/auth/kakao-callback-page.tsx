// /login/:provider: finishes the Kakao login and replaces itself with the next page.
import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { completeKakaoLogin } from "./complete-login";

// An auth code is single-use: StrictMode's second effect run (and any remount) must join the first
// attempt instead of spending the code again.
const attempts = new Map<string, Promise<string>>();

const Page = styled("main", { flex: 1, display: "flex" });

const Status = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "$4",
  padding: "$6 $5",
});

const Message = styled("h1", { fontSize: "$lg", fontWeight: "$medium", color: "$textSub" });

export function KakaoCallbackPage() {
  const { provider } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    let attempt = attempts.get(search);
    if (!attempt) {
      attempt = provider === "kakao" ? completeKakaoLogin(new URLSearchParams(search)) : Promise.resolve("/login");
      attempts.set(search, attempt);
    }
    void attempt.then((next) => {
      if (active) void navigate(next, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, provider, search]);

  return (
    <Page>
      <Status role="status">
        <Spinner size="lg" />
        <Message>로그인 중이에요…</Message>
      </Status>
    </Page>
  );
}
