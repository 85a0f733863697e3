// The side menu (SPEC §2): a panel over 70 % of the column, from the right, over a dimmed page.
// Focus stays inside while it is open; Escape, the overlay and the close button close it and give
// focus back to whatever opened it.

import { honorific } from "@contract/honorific";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useLogout } from "../../api/member";
import { getSession } from "../../api/session";
import { SERVICE_INTRO_LINKS, SOCIAL_LINKS } from "../../lib/external-links";
import { useSideMenuState } from "../../lib/menu-state";
import { AppLink, usePathname } from "../../lib/nav";
import { useBackTrap } from "../../ui/back-trap";
import { ExternalLink } from "../../ui/external-link";
import { hitArea } from "../../ui/hit-area";
import { IconButton } from "../../ui/icon-button";
import { RECAP_TITLE } from "../../ui/messages";
import { keyframes, styled } from "../../ui/theme";
import { useFocusTrap, useScrollLock } from "../../ui/use-focus-trap";
import { MenuIcon, type MenuIconName } from "./menu-icons";

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });

const Overlay = styled("div", {
  position: "fixed",
  inset: 0,
  zIndex: 800,
  backgroundColor: "rgba(0, 0, 0, 0.45)",
  animation: `${fade} 0.2s ease`,
});

// The panel lives in the app's 480 px column, so on a wide screen it hugs the column's edge.
const Column = styled("div", {
  position: "fixed",
  top: 0,
  bottom: 0,
  left: "50%",
  zIndex: 801,
  width: "100%",
  maxWidth: "$column",
  transform: "translateX(-50%)",
  pointerEvents: "none",
});

const Panel = styled("div", {
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  display: "flex",
  flexDirection: "column",
  width: "70%",
  padding: "$2 $5 calc($5 + env(safe-area-inset-bottom))",
  overflowY: "auto",
  backgroundColor: "$white",
  boxShadow: "-8px 0 24px rgba(0, 0, 0, 0.12)",
  pointerEvents: "auto",
  outline: "none",
  animation: `${slide} 0.25s ease`,
});

const TopBar = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: "$1",
  minHeight: "56px",
});

const IconLink = styled(AppLink, {
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: "$pill",
  color: "$text",
  "&:hover": { backgroundColor: "$gray100" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Greeting = styled("p", {
  padding: "$2 0 $4",
  fontSize: "$lg",
  fontWeight: "$bold",
  lineHeight: "$tight",
  overflowWrap: "anywhere",
});

const Section = styled("section", {
  padding: "$3 0",
  borderTop: "1px solid $gray200",
});

const SectionTitle = styled("h2", { padding: "$2 0", fontSize: "$xs", fontWeight: "$medium", color: "$textMuted" });

const List = styled("ul", { listStyle: "none", margin: 0, padding: 0 });

const itemStyle = {
  display: "flex",
  alignItems: "center",
  gap: "$2",
  minHeight: "44px",
  fontSize: "$md",
  fontWeight: "$medium",
  color: "$text",
  textDecoration: "none",
  borderRadius: "$sm",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&[aria-current='page']": { color: "$honeyDark", fontWeight: "$bold" },
} as const;

const ItemLink = styled(AppLink, itemStyle);
const OutsideLink = styled(ExternalLink, itemStyle);

const Footer = styled("div", {
  marginTop: "auto",
  paddingTop: "$5",
  display: "flex",
  flexDirection: "column",
  gap: "$4",
});

const Logout = styled("button", {
  all: "unset",
  alignSelf: "flex-start",
  minHeight: "44px",
  fontSize: "$sm",
  color: "$textSub",
  textDecoration: "underline",
  cursor: "pointer",
  "&:disabled": { cursor: "progress", opacity: 0.6 },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

const Social = styled("div", { display: "flex", gap: "$2" });

const SocialLink = styled(ExternalLink, {
  ...hitArea(), // 40 px circles 8 px apart, 44 px to the finger
  display: "grid",
  placeItems: "center",
  width: "40px",
  height: "40px",
  borderRadius: "$pill",
  backgroundColor: "$cream",
  color: "$honeyDark",
  "&:focus-visible": { outline: "3px solid $focus" },
});

const MY_KKULDANJI = [
  { label: "메인", to: "/" },
  { label: "꿀 보내기", to: "/compliment/send/target" },
  { label: "우리 팀", to: "/team" },
  { label: "그룹 관리", to: "/group/management" },
  { label: RECAP_TITLE, to: "/recap" },
  { label: "배지", to: "/badge" },
  { label: "프로필 수정", to: "/profile/update" },
] as const;

function MenuLink({ to, onNavigate, children }: { to: string; onNavigate: () => void; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ItemLink to={to} onClick={onNavigate} aria-current={pathname === to ? "page" : undefined}>
      {children}
    </ItemLink>
  );
}

export function SideMenu() {
  const { isOpen, close } = useSideMenuState();
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  const onEscape = useCallback(() => close(), [close]);
  useFocusTrap(panel, isOpen, onEscape);
  useBackTrap(isOpen, onEscape);
  useScrollLock(isOpen);

  // Any navigation (a link here, the browser's back button) closes the menu. The layout mounts it
  // when it opens, so the page it opened on is where it started.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) close();
  }, [pathname, close]);

  const signOut = useLogout();

  if (!isOpen) return null;
  const name = getSession().userName;

  return createPortal(
    <>
      <Overlay onClick={close} data-testid="side-menu-overlay" />
      <Column>
        <Panel ref={panel} role="dialog" aria-modal="true" aria-label="메뉴" tabIndex={-1}>
          <TopBar>
            <IconLink to="/profile" aria-label="마이페이지" onClick={close}>
              <MenuIcon name="profile" />
            </IconLink>
            <IconLink to="/announcement" aria-label="알림" onClick={close}>
              <MenuIcon name="bell" />
            </IconLink>
            <IconButton type="button" aria-label="메뉴 닫기" onClick={close}>
              <MenuIcon name="close" />
            </IconButton>
          </TopBar>
          {name && <Greeting>{`${honorific(name)}, 반가워요!`}</Greeting>}
          <nav aria-label="전체 메뉴">
            <Section>
              <SectionTitle>나의 꿀단지</SectionTitle>
              <List>
                {MY_KKULDANJI.map((item) => (
                  <li key={item.to}>
                    <MenuLink to={item.to} onNavigate={close}>
                      {item.label}
                    </MenuLink>
                  </li>
                ))}
              </List>
            </Section>
            <Section>
              <SectionTitle>서비스 소개</SectionTitle>
              <List>
                {SERVICE_INTRO_LINKS.map((link) => (
                  <li key={link.href}>
                    <OutsideLink href={link.href}>
                      {link.label}
                      <MenuIcon name="external" size={16} label="새 창에서 열림" />
                    </OutsideLink>
                  </li>
                ))}
              </List>
            </Section>
            <Section>
              <List>
                <li>
                  <MenuLink to="/setting/terms" onNavigate={close}>
                    이용약관
                  </MenuLink>
                </li>
                <li>
                  <MenuLink to="/setting/export" onNavigate={close}>
                    내 꿀 내려받기
                  </MenuLink>
                </li>
                <li>
                  <MenuLink to="/setting/leave" onNavigate={close}>
                    회원 탈퇴
                  </MenuLink>
                </li>
              </List>
            </Section>
          </nav>
          <Footer>
            <Logout type="button" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              로그아웃
            </Logout>
            <Social>
              {SOCIAL_LINKS.map((link) => (
                <SocialLink key={link.href} href={link.href} aria-label={`${link.label} (새 창)`}>
                  <MenuIcon name={link.icon as MenuIconName} />
                </SocialLink>
              ))}
            </Social>
          </Footer>
        </Panel>
      </Column>
    </>,
    document.body,
  );
}
