// Local emulators under /__dev, answering only when DEV_EMULATORS = "1" on a loopback host (never in
// production config): otherwise 404, as if absent. /__dev/ is their index page, on the app's port and
// on the emulators' own (PORT+1); the mailbox is a page for a browser and JSON for everyone else.
import { Hono } from "hono";
import { emulatorsAllowed } from "../lib/config";
import { errorJson, NOT_FOUND } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { demoJars } from "./demo-jars";
import { jarCallsCounter } from "./jar-calls";
import { jarClockEmulator } from "./jar-clock";
import { kakaoOAuthEmulator } from "./kakao-oauth";
import { kakaoOidcEmulator } from "./kakao-oidc";
import { kakaoShareEmulator } from "./kakao-share";
import { mailApiEmulator, readMailbox, readMailHtml } from "./mailbox";
import { devStyle, indexPage, mailboxPage } from "./pages";

/** A browser opening the address (its Accept names HTML); fetch() and the tests' helpers do not. */
const wantsPage = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? "");

export const createDevEmulators = () =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!emulatorsAllowed(c.env, c.req.url)) return errorJson(404, NOT_FOUND);
      // The banner's address ends in a slash; a sub-app's "/" answers only /__dev (Hono is strict).
      if (c.req.method === "GET" && c.req.path === "/__dev/") return c.html(indexPage());
      await next();
    })
    .get("/", (c) => c.html(indexPage()))
    .get("/style.css", () => devStyle())
    .get("/health", (c) => c.json({ ok: true }))
    .route("/jar-clock", jarClockEmulator)
    .route("/jar-calls", jarCallsCounter)
    .route("/demo-jars", demoJars)
    .route("/kakao", kakaoOAuthEmulator)
    .route("/kakao", kakaoOidcEmulator)
    .route("/", kakaoShareEmulator)
    .route("/mail", mailApiEmulator)
    // A mail's HTML on its own, for the mailbox page's sandboxed frame: drawn as a mail app would
    // (its inline styles allowed, no script, nothing fetched but images).
    .get("/mailbox/:id/html", async (c) => {
      const body = await readMailHtml(c.env.DB, c.req.param("id"));
      if (body === null) return errorJson(404, NOT_FOUND);
      return c.html(body, 200, {
        "Content-Security-Policy":
          "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'self'; sandbox",
        "X-Frame-Options": "SAMEORIGIN",
      });
    })
    .get("/mailbox", async (c) => {
      const to = c.req.query("to");
      const mails = await readMailbox(c.env.DB, to);
      c.header("Vary", "Accept");
      return wantsPage(c.req.header("Accept")) ? c.html(mailboxPage(to, mails)) : c.json(mails);
    });
