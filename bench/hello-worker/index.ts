// The bench's floors: what `wrangler dev` serves per second with no work behind it (`/`), with one
// indexed D1 read behind it (`/d1`: a row by its primary key, as a host read's session check or
// owner check does at the least), and a page of a given size from memory (`/page?bytes=`). A host
// read is measured against the D1 floor, a kept page against a page of its size (docs/performance.md).
import { Hono } from "hono";

type Bindings = { DB: D1Database };

const app = new Hono<{ Bindings: Bindings }>();
app.get("/", (c) => c.json({ data: "hello" }));

// The table and its one row, once per isolate (before the measured requests: the bench warms up).
let ready: Promise<unknown> | undefined;
app.get("/d1", async (c) => {
  ready ??= c.env.DB.batch([
    c.env.DB.prepare("CREATE TABLE IF NOT EXISTS floor_members (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"),
    c.env.DB.prepare("INSERT OR IGNORE INTO floor_members (id, name) VALUES (1, '김꿀벌')"),
  ]);
  await ready;
  const row = await c.env.DB.prepare("SELECT id, name FROM floor_members WHERE id = ?").bind(1).first();
  return c.json({ data: row });
});

// A page of `bytes` bytes of UTF-8 HTML (Korean text, as a drawn page is), made once per size: the
// floor for serving a kept page, whose every byte wrangler's local proxy copies (the cached jar
// page is measured against the same size, scripts/bench-jar.mjs).
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
