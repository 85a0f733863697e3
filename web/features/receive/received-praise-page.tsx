// /compliment/:id (public): the received-praise landing. Remembers the praise for after login.
import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { isLoggedIn, setPendingUuid } from "../../api/session";
import { PlaceholderScreen } from "../../ui/screen";
import { styled } from "../../ui/theme";

const LoginLink = styled(Link, {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "52px",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

export function ReceivedPraisePage() {
  const { id = "" } = useParams();
  const loggedIn = isLoggedIn();

  useEffect(() => {
    if (!loggedIn && id) setPendingUuid(id);
  }, [id, loggedIn]);

  return (
    <PlaceholderScreen title="도착한 꿀">
      {!loggedIn && <LoginLink to="/login">로그인하고 꿀 저장하기</LoginLink>}
    </PlaceholderScreen>
  );
}
