// The custom header names both ends speak: the client sends and reads them, the worker checks and sets them.

/** The page's own call (CSRF, worker/edge/session/csrf.ts): a cross-site page cannot send it without asking. */
export const REQUEST_HEADER = "X-Kkul-Request";

/** The D1 session bookmark (decision 010): the host answers the newest, the client sends it back. */
export const BOOKMARK_HEADER = "X-D1-Bookmark";

/** The id of one request, set on every answer the worker makes, so a report can name it. */
export const REQUEST_ID_HEADER = "X-Request-Id";
