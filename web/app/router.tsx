// SPEC §2's route table. Pages load lazily (one chunk per page); every route falls back to ErrorPage.
import { type ComponentType, useState } from "react";
import { Navigate, type RouteObject, useParams } from "react-router-dom";
import { AppRoot, RouteLoading } from "./app-root";
import { ErrorPage } from "./error-page";
import { RequireLogin } from "./require-login";
import { reloadForChunk } from "./stale-chunks";

type Page = { path?: string; index?: true; lazy: () => Promise<{ Component: ComponentType }> };

/**
 * What a page whose code did not arrive renders, at its own address: one reload of the document
 * (web/app/stale-chunks.ts), or else the route's fallback page with the error. Rendered rather than
 * thrown from `lazy`, so the address is already the page's when the reload happens.
 */
const chunkFailed = (error: unknown) =>
  function ChunkFailed() {
    const [reloading] = useState(reloadForChunk);
    if (reloading) return <RouteLoading />;
    throw error;
  };

/** A lazily loaded page: `page("badge", () => import(...), "BadgePage")`. */
const page = <M,>(path: string | null, load: () => Promise<M>, name: keyof M & string): Page => ({
  ...(path === null ? { index: true as const } : { path }),
  lazy: async () => {
    try {
      return { Component: (await load())[name] as ComponentType };
    } catch (error) {
      return { Component: chunkFailed(error) };
    }
  },
});

const withFallback = (routes: Page[]): RouteObject[] =>
  routes.map((route) => ({ ...route, errorElement: <ErrorPage /> }) as RouteObject);

// The landing is also drawn without a router (web/drawn/entry.tsx): it takes its uuid as a prop.
const praiseRoute = ({ ReceivedPraisePage }: typeof import("../features/receive/received-praise-page")) => ({
  Route: function ReceivedPraiseRoute() {
    const { id = "" } = useParams();
    return <ReceivedPraisePage id={id} />;
  },
});

// The shared jar's writing page is also drawn without a router (web/drawn/entry.tsx): it takes its id as a prop.
const jarRoute = ({ JarPage }: typeof import("../features/jar/jar-page")) => ({
  Route: function JarRoute() {
    const { jarId = "" } = useParams();
    return <JarPage id={jarId} />;
  },
});

const loggedIn = withFallback([
  page(null, () => import("../features/home/home-route"), "HomePage"),
  page("group/management", () => import("../features/group-management/group-management-page"), "GroupManagementPage"),
  page("group/:id", () => import("../features/group-detail/group-detail-page"), "GroupDetailPage"),
  page("badge", () => import("../features/badges/badge-page"), "BadgePage"),
  page("recap", () => import("../features/recap/recap-page"), "RecapPage"),
  page("announcement", () => import("../features/announcement/announcement-page"), "AnnouncementPage"),
  page("profile", () => import("../features/profile/profile-page"), "ProfilePage"),
  page("profile/update", () => import("../features/profile/profile-update-page"), "ProfileUpdatePage"),
  page("email/update", () => import("../features/profile/email-update-page"), "EmailUpdatePage"),
  page("setting/terms", () => import("../features/profile/terms-setting-page"), "TermsSettingPage"),
  page("setting/export", () => import("../features/profile/export-page"), "ExportPage"),
  page("setting/leave", () => import("../features/profile/leave-page"), "LeavePage"),
  page("guide", () => import("../features/guide/guide-page"), "GuidePage"),
  page("team", () => import("../features/team/team-page"), "TeamPage"),
  page("compliment/send/target", () => import("../features/send/send-target-page"), "SendTargetPage"),
  page("compliment/send/content", () => import("../features/send/send-content-page"), "SendContentPage"),
  page("compliment/send/complete", () => import("../features/send/send-complete-page"), "SendCompletePage"),
  page("compliment/receive", () => import("../features/receive/receive-placeholder-page"), "ReceivePlaceholderPage"),
  page("jar/new", () => import("../features/jar-create/jar-create-page"), "JarCreatePage"),
  page("jar/links/:jarId", () => import("../features/jar-create/jar-links-page"), "JarLinksPage"),
  page("jar/:jarId/keepsake", () => import("../features/jar/jar-keepsake-page"), "JarKeepsakePage"),
]);

const publicPages = withFallback([
  page("login", () => import("../features/auth/login-page"), "LoginPage"),
  page("login/:provider", () => import("../features/auth/kakao-callback-page"), "KakaoCallbackPage"),
  page("signup/agree", () => import("../features/signup/signup-agree-page"), "SignupAgreePage"),
  page("signup/name", () => import("../features/signup/signup-name-page"), "SignupNamePage"),
  page("signup/email", () => import("../features/signup/signup-email-page"), "SignupEmailPage"),
  page("signup/profile", () => import("../features/signup/signup-profile-page"), "SignupProfilePage"),
  page("signup/complete", () => import("../features/signup/signup-complete-page"), "SignupCompletePage"),
  page("compliment/:id", () => import("../features/receive/received-praise-page").then(praiseRoute), "Route"),
  page("jar/:jarId", () => import("../features/jar/jar-page").then(jarRoute), "Route"),
  page("jar/:jarId/open", () => import("../features/jar/jar-open-page"), "JarOpenPage"),
]);

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { element: <RequireLogin />, errorElement: <ErrorPage />, children: loggedIn },
      ...publicPages,
      { path: "*", element: <Navigate to="/login" replace />, errorElement: <ErrorPage /> },
    ],
  },
];
