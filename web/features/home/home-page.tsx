// / (logged in): header with logout and the greeting card. Groups and the sheet come later.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { clearSession, getSession } from "../../api/session";
import { clearSignupDraft } from "../../lib/drafts";
import { Button } from "../../ui/button";
import { styled } from "../../ui/theme";

const Page = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  background: "linear-gradient(180deg, $honey 0%, $cream 45%, $white 100%)",
});

const Header = styled("header", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "56px",
  padding: "$2 $5",
});

const Brand = styled("div", {
  display: "flex",
  alignItems: "center",
  gap: "$2",
  fontSize: "$lg",
  fontWeight: "$bold",
});

const LogoutButton = styled(Button, {
  minHeight: "40px",
  padding: "0 $3",
  fontSize: "$sm",
  fontWeight: "$medium",
  backgroundColor: "rgba(255, 255, 255, 0.7)",
});

const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", padding: "$4 $5 $8" });

const GreetingCard = styled("section", {
  display: "flex",
  alignItems: "center",
  gap: "$4",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "$card",
});

const Greeting = styled("h1", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight" });
const Prompt = styled("p", { marginTop: "$1", fontSize: "$sm", color: "$textSub" });
const Note = styled("p", { marginTop: "$6", fontSize: "$sm", color: "$textMuted", textAlign: "center" });

export function HomePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userName } = getSession();

  useEffect(() => clearSignupDraft(), []);

  const logout = useMutation({
    mutationFn: () => api.post("/api/auth/kakao-logout"),
    // Logged out locally even when the server could not be told.
    onSettled: () => {
      clearSession();
      queryClient.clear();
      navigate("/login", { replace: true });
    },
  });

  return (
    <Page>
      <Header>
        <Brand>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          꿀단지
        </Brand>
        <LogoutButton variant="secondary" pending={logout.isPending} onClick={() => logout.mutate()}>
          로그아웃
        </LogoutButton>
      </Header>
      <Main>
        <GreetingCard>
          <img src="/images/logo.svg" alt="" width={56} height={56} />
          <div>
            <Greeting>{`안녕하세요, ${userName ?? ""}님!`}</Greeting>
            <Prompt>팀원에게 달콤한 꿀을 보내볼까요?</Prompt>
          </div>
        </GreetingCard>
        <Note>준비 중이에요.</Note>
      </Main>
    </Page>
  );
}
