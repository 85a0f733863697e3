// createApp(): the one Hono app the worker runs, composed on the stack every route shares
// (stack.ts): the browser's session at the edge (edge/session/), the rate limits, /auth (the Kakao
// login and the client's settings), /api (forwarded to an external praise host, else the built-in one
// on D1), the local emulators under /__dev, and the pages (edge/pages/). It only composes.
import { type Context, Hono } from "hono";
import { REQUEST_ID_HEADER } from "./contract/headers";
import { createDevEmulators } from "./dev";
import { limitBodies } from "./edge/body-limit";
import { createClientSettings } from "./edge/client-settings";
import { createKakaoAuthRoutes } from "./edge/kakao-auth";
import { createPages } from "./edge/pages";
import { forgetDeparted } from "./edge/pages/forget-praise";
import { forwardToPraiseHost } from "./edge/proxy";
import { rateLimit } from "./edge/rate-limit";
import { createBff } from "./edge/session/bff";
import type { HostCall, Reenter } from "./edge/session/internal";
import { createPraiseHost } from "./host";
import { unsubscribeRoutes } from "./host/mail/unsubscribe";
import { readConfig } from "./lib/config";
import type { AppEnv } from "./lib/types";
import { answerErrors, createStack } from "./stack";

/** The request's execution context; a test's direct `app.request` has none. */
const executionContextOf = (c: Context<AppEnv>) => {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
};

/**
 * /api: an external praise host when configured, else the built-in one on D1. Mounted on the app for
 * API clients, and called directly by the edge on a browser's behalf (`HostCall`, below): then the
 * request names the id of the browser's request it serves.
 */
const createPraiseApi = () => {
  const api = new Hono<AppEnv>();
  api.use("/api/*", async (c, next) => {
    if (!c.get("requestId")) c.set("requestId", c.req.header(REQUEST_ID_HEADER) ?? crypto.randomUUID());
    const config = readConfig(c.env);
    if (config.PRAISE_HOST) return forwardToPraiseHost(c, config.PRAISE_HOST, config.PROXY_TIMEOUT_MS);
    await next();
  });
  // After 회원 탈퇴, the pages and cards drawn from the member's praise are forgotten (decision 028).
  api.use("/api/member", forgetDeparted);
  api.route("/api", createPraiseHost());
  return api;
};

export const createApp = () => {
  const app = createStack();
  const api = createPraiseApi();

  /** The praise host called directly as part of the browser's request `c` (edge/session/internal.ts),
   * its errors and not-found answered as the stack answers them. */
  const direct = new Hono<AppEnv>().route("/", api);
  answerErrors(direct);
  const host: HostCall = (c, request) => {
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, c.get("requestId"));
    return direct.fetch(new Request(request, { headers }), c.env, executionContextOf(c));
  };

  /** Reads from the praise host as anyone (the landing, a jar, the cards), with no network hop. */
  const ownApi = (c: Context<AppEnv>) => async (path: string) => host(c, new Request(new URL(path, c.req.url)));

  /** A page's read as the member: through this whole app again, so the BFF adds the bearer token. */
  const reenter: Reenter = (c, request) => app.fetch(request, c.env, executionContextOf(c));

  // Edge. Every body is refused past its size before it is read (edge/body-limit.ts). A browser's
  // /api call with the session cookie goes to the host with its bearer token (the BFF counts it
  // against the limits itself); the limits count every other call once, also when /api is forwarded.
  app.use(limitBodies);
  app.use("/api/*", createBff(host));
  app.use(rateLimit);
  app.route("/auth", createClientSettings(host));
  app.route("/auth", createKakaoAuthRoutes(host, reenter));

  // /api for API clients (and a browser's call without a session).
  app.route("/", api);

  // The Friday letter's one-click unsubscribe link (RFC 8058, decision 034): the built-in host's members.
  app.route("/unsubscribe", unsubscribeRoutes);

  // Local emulators: they answer 404 as if absent unless the environment turns them on.
  app.route("/__dev", createDevEmulators());

  // Card images, drawn pages, client routes and static files.
  app.route("/", createPages(ownApi, reenter));

  return app;
};
