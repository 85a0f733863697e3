// Local emulators, mounted under /__dev only when DEV_EMULATORS = "1" (never in production config).
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { kakaoOAuthEmulator } from "./kakao-oauth";
import { kakaoShareEmulator } from "./kakao-share";
import { mailApiEmulator, readMailbox } from "./mailbox";

export const createDevEmulators = () =>
  new Hono<AppEnv>()
    .get("/health", (c) => c.json({ ok: true }))
    .route("/kakao", kakaoOAuthEmulator)
    .route("/", kakaoShareEmulator)
    .route("/mail", mailApiEmulator)
    .get("/mailbox", async (c) => c.json(await readMailbox(c.env.DB, c.req.query("to"))));
