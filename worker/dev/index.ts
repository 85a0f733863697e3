// Local emulators under /__dev, answering only when DEV_EMULATORS = "1" on a loopback host (never in
// production config): otherwise 404, as if absent.
import { Hono } from "hono";
import { emulatorsAllowed } from "../lib/config";
import { errorJson, NOT_FOUND } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import { jarClockEmulator } from "./jar-clock";
import { kakaoOAuthEmulator } from "./kakao-oauth";
import { kakaoOidcEmulator } from "./kakao-oidc";
import { kakaoShareEmulator } from "./kakao-share";
import { mailApiEmulator, readMailbox } from "./mailbox";

export const createDevEmulators = () =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!emulatorsAllowed(c.env, c.req.url)) return errorJson(404, NOT_FOUND);
      await next();
    })
    .get("/health", (c) => c.json({ ok: true }))
    .route("/jar-clock", jarClockEmulator)
    .route("/kakao", kakaoOAuthEmulator)
    .route("/kakao", kakaoOidcEmulator)
    .route("/", kakaoShareEmulator)
    .route("/mail", mailApiEmulator)
    .get("/mailbox", async (c) => c.json(await readMailbox(c.env.DB, c.req.query("to"))));
