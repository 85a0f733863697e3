// /api/announcement: service announcements, newest first (none are seeded).
import { Hono } from "hono";
import type { Announcement } from "../../contract/badge";
import { ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { requireMember } from "../auth/require-member";

export const announcementRoutes = new Hono<AppEnv>().get("/", requireMember, async (c) => {
  const { results } = await c.env.DB.prepare(
    "SELECT id, title, content, created_at AS createdAt FROM announcements ORDER BY created_at DESC, id DESC LIMIT 100",
  ).all<Announcement>();
  return ok(c, { announcements: results });
});
