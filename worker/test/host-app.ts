// The praise host under test (/api) on production's stack (worker/stack.ts: request ids, headers,
// the error envelope, not-found), without the edge's pages, card images, proxy and rate limits.
// Beside it, the sub-apps a member's fixtures walk through as in production: the token exchange
// (/auth, worker/edge/kakao-auth.ts) and the local emulators (/__dev: Kakao and the mailbox).
import { createDevEmulators } from "../dev";
import { createKakaoAuthRoutes } from "../edge/kakao-auth";
import type { Reenter } from "../edge/session/internal";
import { createPraiseHost } from "../host";
import { createStack } from "../stack";
import { testClient } from "./client";

export { bearer, ORIGIN, REDIRECT_URI, registerMember, type Tokens } from "./client";

export const createHostApp = () => {
  const app = createStack();
  const reenter: Reenter = (c, request) => app.fetch(request, c.env);
  return app
    .route("/auth", createKakaoAuthRoutes(reenter))
    .route("/api", createPraiseHost())
    .route("/__dev", createDevEmulators());
};

export const { call, postJson, authorizeAs, kakaoTokenFor, loginAs } = testClient(createHostApp());
