// The one fetch client: envelope unwrapping and Korean errors (SPEC §4, §6). The session is the
// worker's cookie (decision 021): the browser sends it with every same-origin call, and the worker adds
// the bearer token, reissues it when it expires and clears the cookie when it cannot. So the client
// only marks its calls as the page's own (the header CSRF protection asks for) and, on a 401 for a
// call that needed a login, forgets the member locally and goes to /login. Runs in the browser and
// under plain Node (global fetch; the tests hand it a cookie jar as `fetch`).
import { GENERIC_ERROR } from "@contract/errors";
import { BOOKMARK_HEADER, REQUEST_HEADER } from "@contract/headers";
import * as v from "valibot";
import { ApiError } from "./api-error";
import { browserStorage, clearSession, takeStoredTokens } from "./session";

// Pages and features import ApiError from ./api-error (they never import this module: scripts/api-calls.mjs).
export { ApiError };

// A 401 from these is an answer (no such member, a sign-up gone stale), not an expired session.
const SESSION_PATHS = ["/api/auth/register", "/auth/kakao/session", "/auth/session"];

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T = unknown> = {
  /** Repeated keys for arrays (`groupId=1&groupId=2`); null and undefined are skipped. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * true (default): the call needs a login; a 401 (the worker could not renew the session) → /login.
   * "optional": public pages that read more when logged in; a 401 only forgets the member locally.
   * false: no session handling (the login calls themselves).
   */
  auth?: boolean | "optional";
  /** Validates and types the envelope's data. */
  schema?: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
  /** The answer is a file, not the envelope (GET /api/member/export): resolves to a DownloadedFile. */
  file?: boolean;
};

/** A file the host answered with, named as its Content-Disposition says (RFC 6266 `filename*`). */
export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name a Content-Disposition gives: `filename*` (UTF-8, percent-encoded) before `filename`. */
export const fileNameOf = (disposition: string | null, fallback: string) => {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {}
  }
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
};

export type ApiClientOptions = {
  baseUrl?: string;
  /** Defaults to window.localStorage (resolved on first use, so importing under Node is safe). */
  storage?: Storage;
  /** Called after the member is forgotten because the session is over. Default: go to /login. */
  onSessionExpired?: () => void;
  fetch?: typeof fetch;
};

export type ApiClient = ReturnType<typeof createApiClient>;

type Envelope = { status?: unknown; message?: unknown; data?: unknown };

const goToLogin = () => {
  if (typeof window !== "undefined") window.location.assign("/login");
};

export function createApiClient({
  baseUrl = "",
  storage: givenStorage,
  onSessionExpired = goToLogin,
  fetch: givenFetch,
}: ApiClientOptions = {}) {
  // Under Node without a Storage there is nothing stored to carry over or forget.
  const storage = (): Storage | null => {
    try {
      return givenStorage ?? browserStorage();
    } catch {
      return null;
    }
  };
  const doFetch: typeof fetch = (input, init) => (givenFetch ?? globalThis.fetch)(input, init);
  // The newest D1 session bookmark the host answered: sent back so this tab reads its own writes
  // even when production reads from replicas (decision 010).
  let bookmark: string | null = null;
  // A browser from before the cookie still holds tokens: the first call trades them for it (once).
  let carriedOver: Promise<void> | null = null;

  const url = (path: string, query?: RequestOptions["query"]) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && item !== undefined) params.append(key, String(item));
      }
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ""}`;
  };

  /** One HTTP exchange: resolves to the envelope's data or throws ApiError. */
  const send = async (method: string, path: string, options: RequestOptions<unknown>): Promise<unknown> => {
    const headers: Record<string, string> = { Accept: "application/json", [REQUEST_HEADER]: "1" };
    // A Blob goes as its own bytes and type (a jar letter's photo); anything else as JSON.
    const raw = typeof Blob !== "undefined" && options.body instanceof Blob ? options.body : null;
    if (raw) headers["Content-Type"] = raw.type;
    else if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await doFetch(url(path, options.query), {
        method,
        headers,
        body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
        credentials: "same-origin",
      });
    } catch (error) {
      if (options.signal?.aborted) throw error; // a cancelled query, not a failure
      throw new ApiError(0, GENERIC_ERROR);
    }

    bookmark = response.headers.get(BOOKMARK_HEADER) ?? bookmark;
    if (options.file && response.ok) {
      const blob = await response.blob().catch(() => null);
      if (!blob) throw new ApiError(0, GENERIC_ERROR);
      return { blob, fileName: fileNameOf(response.headers.get("Content-Disposition"), "download") };
    }
    const text = await response.text().catch(() => "");
    let body: Envelope | null = null;
    try {
      body = text ? (JSON.parse(text) as Envelope) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const message = typeof body?.message === "string" && body.message ? body.message : GENERIC_ERROR;
      throw new ApiError(response.status, message);
    }
    if (response.status === 204) return undefined;
    if (!body || typeof body !== "object" || !("data" in body)) throw new ApiError(0, GENERIC_ERROR);
    if (!options.schema) return body.data;
    const parsed = v.safeParse(options.schema, body.data);
    if (!parsed.success) throw new ApiError(0, GENERIC_ERROR);
    return parsed.output;
  };

  /** Decision 021's carry-over: stored tokens become the cookie, and leave storage either way. */
  const carryOver = (): Promise<void> => {
    carriedOver ??= (async () => {
      const stored = storage();
      const tokens = stored && takeStoredTokens(stored);
      if (!tokens) return;
      try {
        await send("POST", "/auth/session", { body: tokens });
      } catch (error) {
        // Refused: that session is over. Unreachable: the member logs in again rather than keep tokens.
        console.warn("[session] the stored session could not be carried over:", error);
        clearSession(stored);
      }
    })();
    return carriedOver;
  };

  async function request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const auth = options.auth ?? !SESSION_PATHS.includes(path);
    await carryOver();
    try {
      return (await send(method, path, options)) as T;
    } catch (error) {
      if (auth !== false && error instanceof ApiError && error.status === 401) {
        // The worker could not renew the session (and has cleared its cookie): forget the member here too.
        const stored = storage();
        if (stored) clearSession(stored);
        if (auth === true) onSessionExpired();
      }
      throw error;
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, "body">) => request<T>("GET", path, options),
    post: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>("POST", path, options),
    put: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>("PUT", path, options),
    patch: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>("PATCH", path, options),
    delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>("DELETE", path, options),
  };
}

/** The browser's client: same-origin calls with the session cookie, expired session → /login. */
export const api = createApiClient();
