// createStack(): the middleware every route of the worker runs on (request ids, this environment's
// security headers, no-store for /api and /auth), the error envelope and not-found handling.
// createApp() builds the whole worker on it; a test builds the part it tests on it
// (worker/test/host-app.ts), so that part runs on the same stack as production.

import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { GENERIC_ERROR } from "./contract/errors";
import { REQUEST_ID_HEADER } from "./contract/headers";
import { cspConfig, securityHeaders } from "./edge/security";
import { errorJson, NOT_FOUND } from "./lib/errors";
import type { AppEnv } from "./lib/types";

// Every response carries them and env is the same object for every request an isolate serves:
// build them once per env (as readConfig does), not per response.
const headersByEnv = new WeakMap<AppEnv["Bindings"], [string, string][]>();
const headersFor = (env: AppEnv["Bindings"]) => {
  let headers = headersByEnv.get(env);
  if (!headers) {
    headers = Object.entries(securityHeaders({ ...cspConfig(env), DEV_EMULATORS: env.DEV_EMULATORS }));
    headersByEnv.set(env, headers);
  }
  return headers;
};

/**
 * What every answer of the worker carries, added to `headers`: its own request id (also an answer
 * replayed from the isolate's memory or the Cache API, which would otherwise repeat the id of the
 * one it was stored from) and this environment's security headers, where the route brought none of
 * its own (the emulators' consent page does; static files carry none, dist/_headers has no CSP).
 */
export const finishAnswer = (headers: Headers, env: AppEnv["Bindings"], requestId: string) => {
  headers.set(REQUEST_ID_HEADER, requestId);
  for (const [name, value] of headersFor(env)) {
    if (!headers.has(name)) headers.set(name, value);
  }
};

/** The error envelope and not-found answer, on `app`: the stack's, and the praise host's that the edge
 * calls directly (app.ts). */
export const answerErrors = (app: Hono<AppEnv>) => {
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      // Hono's JSON parser speaks English; every message a client may show is Korean.
      const message = error.message.startsWith("Malformed JSON")
        ? "요청 본문이 올바른 JSON 형식이 아니에요."
        : error.message;
      return errorJson(error.status, message || GENERIC_ERROR, { [REQUEST_ID_HEADER]: c.get("requestId") });
    }
    console.error(`[${c.get("requestId")}] ${c.req.method} ${c.req.path}:`, error);
    return errorJson(500, GENERIC_ERROR, { [REQUEST_ID_HEADER]: c.get("requestId") });
  });
  app.notFound((c) => errorJson(404, NOT_FOUND, { [REQUEST_ID_HEADER]: c.get("requestId") }));
};

export const createStack = () => {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    // Before next(): the praise host hands its handlers a per-request copy of env (db/session.ts),
    // which would miss the per-env cache of these headers.
    const env = c.env;
    await next();
    finishAnswer(c.res.headers, env, c.get("requestId"));
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/auth/")) {
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    }
    // Whatever a route meant to cache, an answer that sets a cookie is the asker's alone (decision 038).
    if (c.res.headers.has("Set-Cookie") && !/\bno-store\b/.test(c.res.headers.get("Cache-Control") ?? "")) {
      c.res.headers.set("Cache-Control", "private, no-store");
    }
  });

  answerErrors(app);
  return app;
};
