// The built-in praise host: every /api call of SPEC §7 on D1. Mounted when PRAISE_HOST is empty.
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { authRoutes } from "./auth/routes";
import { memberRoutes } from "./member/routes";

export const createPraiseHost = () => new Hono<AppEnv>().route("/auth", authRoutes).route("/member", memberRoutes);
