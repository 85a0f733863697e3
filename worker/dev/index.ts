// Local emulators, mounted under /__dev only when DEV_EMULATORS = "1" (never in production config).
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { kakaoOAuthEmulator } from "./kakao-oauth";

export const createDevEmulators = () =>
  new Hono<AppEnv>().get("/health", (c) => c.json({ ok: true })).route("/kakao", kakaoOAuthEmulator);
