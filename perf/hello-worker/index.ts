// The bench's floors: what `wrangler dev` serves per second with no work behind it (`/`), with one
// indexed D1 read behind it (`/d1`: a row by its primary key, as a host read's session check or
// owner check does at the least; `/d1/session`: the same in a D1 session, as the host reads), and a
// page of a given size from memory (`/page?bytes=`). A host read's CPU is measured against the
// session read, a kept page against a page of its size (docs/performance.md).
import { Hono } from "hono";

type Bindings = { DB: D1Database };

const app = new Hono<{ Bindings: Bindings }>();
app.get("/", (c) => c.json({ data: "hello" }));

// The table and its one row, once per isolate (before the measured requests: the bench warms up).
let ready: Promise<unknown> | undefined;
const floorTable = (db: D1Database) =>
  (ready ??= db.batch([
    db.prepare("CREATE TABLE IF NOT EXISTS floor_members (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"),
    db.prepare("INSERT OR IGNORE INTO floor_members (id, name) VALUES (1, '김꿀벌')"),
  ]));
const READ_SQL = "SELECT id, name FROM floor_members WHERE id = ?";

app.get("/d1", async (c) => {
  await floorTable(c.env.DB);
  const row = await c.env.DB.prepare(READ_SQL).bind(1).first();
  return c.json({ data: row });
});

// The same read as every host request makes it (decision 010, worker/host/db/session.ts): in a D1
// session from any replica, the answer carrying the session's bookmark. Locally that costs what the
// plain read does not: Miniflare's D1 asks SQLite for a commit token after every query of a session
// (`storage.getCurrentBookmark()`), on the same workerd thread; production's D1 makes its token itself.
app.get("/d1/session", async (c) => {
  await floorTable(c.env.DB);
  const session = c.env.DB.withSession("first-unconstrained");
  const row = await session.prepare(READ_SQL).bind(1).first();
  const bookmark = session.getBookmark();
  if (bookmark) c.header("X-D1-Bookmark", bookmark);
  return c.json({ data: row });
});

// A page of `bytes` bytes of UTF-8 HTML (Korean text, as a drawn page is), made once per size: the
// floor for serving a kept page, whose every byte wrangler's local proxy copies (the cached jar
// page is measured against the same size, perf/bench/jar.mjs).
const MAX_PAGE_BYTES = 1_000_000;
const HEAD = '<!doctype html><html lang="ko"><meta charset="utf-8"><title>꿀단지</title><body><p>';
const LINE = "함께해서 즐거웠어요, 고마워요! ";
const TAIL = "</p></body></html>";
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const pages = new Map<number, string>();
const pageOf = (bytes: number) => {
  let page = pages.get(bytes);
  if (page === undefined) {
    const room = bytes - utf8Bytes(HEAD + TAIL);
    const text = LINE.repeat(Math.floor(room / utf8Bytes(LINE)));
    page = HEAD + text + " ".repeat(room - utf8Bytes(text)) + TAIL;
    pages.set(bytes, page);
  }
  return page;
};
app.get("/page", (c) => {
  const bytes = Number(c.req.query("bytes"));
  if (!Number.isInteger(bytes) || bytes < 200 || bytes > MAX_PAGE_BYTES) return c.text("bytes: 200–1000000", 400);
  return c.html(pageOf(bytes));
});

export default app;
