// Every request body is refused past its size before it is read whole (decision 041): BODY_BYTES_MAX
// for the JSON, form and webhook bodies every call takes (far above the longest letter), counted
// from Content-Length when the request names one and as the bytes arrive when it does not (chunked).
// A photo upload (POST /api/jar/{jarId}/photos) carries its own limit, PHOTO_BYTES_MAX, checked the same way
// by its route. The answer is the stack's Korean JSON 413.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_TOO_LARGE } from "../contract/errors";
import { fail } from "../lib/errors";
import type { AppEnv } from "../lib/types";

export const BODY_BYTES_MAX = 64 * 1024;

/** The one call whose body is not JSON and is bigger: its route limits it (photo-routes.ts). */
const PHOTO_UPLOAD = /^\/api\/jar\/[^/]+\/photos\/?$/;

const limit = bodyLimit({ maxSize: BODY_BYTES_MAX, onError: () => fail(413, BODY_TOO_LARGE) });

export const limitBodies: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === "POST" && PHOTO_UPLOAD.test(c.req.path) ? next() : limit(c, next);
