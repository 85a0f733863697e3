// The top of home (/): the header with the side-menu button and the greeting card.
import { honorific } from "@contract/honorific";
import { AppLink } from "../../lib/nav";
import { hitArea } from "../../ui/hit-area";
import { IconButton as MenuButton } from "../../ui/icon-button";
import { MenuIcon } from "../../ui/icons";
import { styled } from "../../ui/theme";

export const HomeFrame = styled("div", {
  position: "relative",
  height: "100dvh",
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
  background: "linear-gradient(180deg, $honey 0%, $cream 55%, $white 100%)",
});

const Header = styled("header", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  // Below the status bar where the page is drawn under it (viewport-fit=cover); 0 elsewhere.
  height: "calc(56px + env(safe-area-inset-top, 0px))",
  flexShrink: 0,
  padding: "env(safe-area-inset-top, 0px) $2 0 $5",
});

const Brand = styled("div", { display: "flex", alignItems: "center", gap: "$2", fontSize: "$lg", fontWeight: "$bold" });

const Main = styled("main", { flex: 1, minHeight: 0, padding: "$2 $5 0" });

const GreetingCard = styled("section", {
  display: "flex",
  alignItems: "center",
  gap: "$4",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "rgba(255, 255, 255, 0.85)",
  boxShadow: "$card",
  "@narrow": { padding: "$4", gap: "$3" },
});
const GreetingArt = styled("img", { width: "56px", height: "56px", flexShrink: 0 });
const Greeting = styled("h1", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" });
const Prompt = styled("p", { marginTop: "$1", fontSize: "$sm", color: "$textSub" });
/** The way to a jar the whole team fills (decision 024): static, so the worker draws it as it is. */
const JarEntry = styled(AppLink, {
  ...hitArea(),
  display: "inline-block",
  marginTop: "$1",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$honeyDark",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

/** `userName` as stored with the session. */
export function HomeTop({ userName, onOpenMenu }: { userName: string; onOpenMenu: () => void }) {
  return (
    <>
      <Header>
        <Brand>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          꿀단지
        </Brand>
        <MenuButton type="button" aria-label="메뉴 열기" aria-haspopup="dialog" onClick={onOpenMenu}>
          <MenuIcon />
        </MenuButton>
      </Header>
      <Main>
        <GreetingCard>
          <GreetingArt src="/images/logo.svg" alt="" width={56} height={56} />
          <div>
            <Greeting>{`안녕하세요, ${honorific(userName)}!`}</Greeting>
            <Prompt>팀원에게 달콤한 꿀을 보내볼까요?</Prompt>
            <JarEntry to="/jar/new">함께 채우는 꿀단지 만들기</JarEntry>
          </div>
        </GreetingCard>
      </Main>
    </>
  );
}
