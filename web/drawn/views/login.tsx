// /login's view (../pages.ts): the logo, the taglines and the Kakao button, the same for everyone.
import { LoginPage } from "../../features/auth/login-page";
import type { DrawnView } from "../view";

export const view: DrawnView<"login"> = () => ({ element: <LoginPage />, member: false });
