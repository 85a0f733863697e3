// The smallest Hono worker: what `wrangler dev` serves per second with no work behind it.
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.json({ data: "hello" }));

export default app;
