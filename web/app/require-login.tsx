// Guard for SPEC §6's logged-in routes: without a stored access token, go to /login.
import { Navigate, Outlet } from "react-router-dom";
import { isLoggedIn } from "../api/session";

export function RequireLogin() {
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return <Outlet />;
}
