// createApp(): the one Hono app the worker runs, composed on the stack every route shares
// (stack.ts): the browser's session at the edge (edge/session/), the rate limits, /auth (the Kakao
// login and the client's settings), /api (forwarded to an external praise host, else the built-in one
// on D1), the local emulators under /__dev, and the pages (edge/pages/). It only composes.
import type { Context } from "hono";
import { createDevEmulators } from "./dev";
import { createClientSettings } from "./edge/client-settings";
import { createKakaoAuthRoutes } from "./edge/kakao-auth";
import { createPages } from "./edge/pages";
import { forgetDeparted } from "./edge/pages/forget-praise";
import { forwardToPraiseHost } from "./edge/proxy";
import { rateLimit } from "./edge/rate-limit";
import { createBff } from "./edge/session/bff";
import type { Reenter } from "./edge/session/internal";
import { createPraiseHost } from "./host";
import { readConfig } from "./lib/config";
import type { AppEnv } from "./lib/types";
import { createStack } from "./stack";

/** The request's execution context; a test's direct `app.request` has none. */
const executionContextOf = (c: Context<AppEnv>) => {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
};

export const createApp = () => {
  const app = createStack();

  /** Reads through this app's own /api (built-in host or upstream), with no network hop. */
  const ownApi = (c: Context<AppEnv>) => async (path: string) =>
    app.fetch(new Request(new URL(path, c.req.url)), c.env);

  /** The edge's call through this whole app again, as the browser's backend (edge/session/). */
  const reenter: Reenter = (c, request) => app.fetch(request, c.env, executionContextOf(c));

  // Edge. A browser's /api call with the session cookie is sent on with its bearer token; the limits
  // then count that call (and every API client's) once, also when /api is forwarded.
  app.use("/api/*", createBff(reenter));
  app.use(rateLimit);
  app.route("/auth", createClientSettings(reenter));
  app.route("/auth", createKakaoAuthRoutes(reenter));

  // /api: an external praise host when configured, else the built-in one on D1.
  app.use("/api/*", async (c, next) => {
    const config = readConfig(c.env);
    if (config.PRAISE_HOST) return forwardToPraiseHost(c, config.PRAISE_HOST, config.PROXY_TIMEOUT_MS);
    await next();
  });
  // After 회원 탈퇴, the pages and cards drawn from the member's praise are forgotten (decision 028).
  app.use("/api/member", forgetDeparted);
  app.route("/api", createPraiseHost());

  // Local emulators: they answer 404 as if absent unless the environment turns them on.
  app.route("/__dev", createDevEmulators());

  // Card images, drawn pages, client routes and static files.
  app.route("/", createPages(ownApi, reenter));

  return app;
};
