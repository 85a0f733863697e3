// GET /__dev/jar-calls: how many calls this isolate made to jars' Durable Objects (local only). The
// bench reads it before and after a wave of anonymous readers: the edge's cached page must keep them
// away from the objects (decision 024).
import { Hono } from "hono";
import { jarObjectCalls } from "../host/jars/routes";
import type { AppEnv } from "../lib/types";

export const jarCallsCounter = new Hono<AppEnv>().get("/", (c) => c.json({ count: jarObjectCalls.count }));
