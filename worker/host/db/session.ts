// Reads through D1's Sessions API, so production can turn on read replication and a member still
// reads their own writes: every host request runs on `env.DB.withSession(bookmark)`, starting from
// the bookmark the client sends back (X-D1-Bookmark) or, without one, from any replica; the answer
// carries the session's latest bookmark. Writes always go to the primary (D1 routes them).
// Decision 010.
import type { MiddlewareHandler } from "hono";
import { BOOKMARK_HEADER } from "../../contract/headers";
import type { AppEnv } from "../../lib/types";

// D1 bookmarks are short opaque tokens (hex and dashes); anything else is ignored, never an error.
const BOOKMARK = /^[0-9a-zA-Z-]{1,128}$/;

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header(BOOKMARK_HEADER);
  let session: D1DatabaseSession;
  try {
    session = c.env.DB.withSession(given && BOOKMARK.test(given) ? given : "first-unconstrained");
  } catch {
    session = c.env.DB.withSession("first-unconstrained"); // a stale or foreign bookmark
  }
  // The handlers read c.env.DB; this request's copy of env carries the session in its place.
  c.env = { ...c.env, DB: session as unknown as D1Database };
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
};
