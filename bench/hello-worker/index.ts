// The bench's floors: what `wrangler dev` serves per second with no work behind it (`/`), and with
// one indexed D1 read behind it (`/d1`: a row by its primary key, as a host read's session check or
// owner check does at the least). A host read is measured against the D1 floor (docs/performance.md).
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

export default app;
