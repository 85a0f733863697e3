// The pages the worker answers, as their own sub-app (app.ts mounts it last): a praise's card images,
// the drawn pages (web/drawn/pages.ts declares them: /login and a member's home, answered from their
// declaration by declared-pages.ts; the praise landing and a shared jar's page, kept for anyone, by
// routes of their own; decisions 013, 016, 021, 024), and every other client route or static file
// from the assets binding. "Drawn" is the one name of the mechanism: React's server
// renderer draws a page from the client's own components, and the client hydrates it
// (web/drawn/render.tsx and entry.tsx, documents.ts here).

import { Hono } from "hono";
import type { OwnRoutePage } from "#drawn/pages";
import type { AppEnv } from "../../lib/types";
import type { Reenter } from "../session/internal";
import { declaredPages } from "./declared-pages";
import type { OwnApi } from "./drawn";
import { jarOpenForm } from "./jar-open-form";
import { jarPages } from "./jar-pages";
import { keepPage } from "./keep-page";
import { landingPage } from "./landing-page";
import { loginPage } from "./login-page";
import { praiseCards } from "./praise-cards";
import { reactionForm } from "./reaction-form";

/** Under the build's static folders, or named like a file (`/favicon.ico`): never a client route. */
const isStaticFile = (path: string) =>
  /^\/(assets|images|fonts|emoji|drawn)\//.test(path) || /\.[a-z0-9]+$/i.test(path);

export const createPages = (ownApi: OwnApi, reenter: Reenter) => {
  const pages = new Hono<AppEnv>();

  // The drawn pages that read their seed themselves: one route each, or this does not compile.
  const ownRoutes = {
    landing: landingPage(ownApi, reenter),
    jar: jarPages(ownApi, reenter),
  } satisfies Record<OwnRoutePage, Hono<AppEnv>>;

  pages.route("/", praiseCards(ownApi));
  pages.route("/", ownRoutes.landing);
  pages.route("/", keepPage(reenter));
  pages.route("/", reactionForm(reenter));
  pages.route("/", loginPage);
  pages.route("/", declaredPages(reenter));
  pages.route("/", ownRoutes.jar);
  pages.route("/", jarOpenForm(reenter));

  // Every other page is a client route, or a static file: answered from the assets binding with
  // this environment's headers. A file that is not there is a 404, never the app's index.html: an
  // app left open across a deploy asks for chunks that no longer exist, and HTML in their place is
  // refused as a script and cached as immutable (web/app/stale-chunks.ts reloads on the 404).
  pages.get("*", async (c, next) => {
    if (/^\/(api|auth|__dev)(\/|$)/.test(c.req.path)) return next();
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status !== 404) return new Response(asset.body, asset); // mutable, for the headers middleware
    if (isStaticFile(c.req.path)) {
      return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    }
    const index = await c.env.ASSETS.fetch(new URL("/", c.req.url));
    return new Response(index.body, index);
  });

  return pages;
};
