// The one fetch client: envelope unwrapping, Korean errors, bearer tokens and the single-flight
// reissue on 401 (SPEC §4, §6). Runs in the browser and under plain Node (global fetch).
import * as v from "valibot";
import { browserStorage, clearSession, getSession, saveTokens, type TokenPair } from "./session";

export const GENERIC_ERROR_MESSAGE = "일시적인 오류가 발생했습니다. 다시 시도해주세요.";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** The HTTP status; 0 when the server could not be reached or did not answer in the envelope. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// SPEC §6: these carry no access token (reissue sends tokens in its body; register and login get the
// provider token from their caller) and a 401 from them is an answer, not an expired session.
const BOOKMARK_HEADER = "X-D1-Bookmark";

const NO_BEARER_PATHS = ["/api/auth/reissue", "/api/auth/register", "/api/auth/kakao-login"];

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T = unknown> = {
  /** Repeated keys for arrays (`groupId=1&groupId=2`); null and undefined are skipped. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * true (default): bearer from storage; 401 → reissue → retry; failures without a stored token → /login.
   * "optional": same, but a missing token is fine (public pages that read more when logged in).
   * false: no bearer and no session handling (auth calls, the worker's /auth routes).
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
  /** Called after the session is cleared because it could not be renewed. Default: go to /login. */
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
  const storage = () => givenStorage ?? browserStorage();
  const doFetch: typeof fetch = (input, init) => (givenFetch ?? globalThis.fetch)(input, init);
  // Every 401 that arrives while a reissue is under way waits for that same reissue.
  let reissuing: Promise<string> | null = null;
  // The newest D1 session bookmark the host answered: sent back so this tab reads its own writes
  // even when production reads from replicas (decision 010).
  let bookmark: string | null = null;

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
  const send = async (
    method: string,
    path: string,
    options: RequestOptions<unknown>,
    bearer: string | null,
  ): Promise<unknown> => {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await doFetch(url(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error; // a cancelled query, not a failure
      throw new ApiError(0, GENERIC_ERROR_MESSAGE);
    }

    bookmark = response.headers.get(BOOKMARK_HEADER) ?? bookmark;
    if (options.file && response.ok) {
      const blob = await response.blob().catch(() => null);
      if (!blob) throw new ApiError(0, GENERIC_ERROR_MESSAGE);
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
      const message = typeof body?.message === "string" && body.message ? body.message : GENERIC_ERROR_MESSAGE;
      throw new ApiError(response.status, message);
    }
    if (response.status === 204) return undefined;
    if (!body || typeof body !== "object" || !("data" in body)) throw new ApiError(0, GENERIC_ERROR_MESSAGE);
    if (!options.schema) return body.data;
    const parsed = v.safeParse(options.schema, body.data);
    if (!parsed.success) throw new ApiError(0, GENERIC_ERROR_MESSAGE);
    return parsed.output;
  };

  const expire = () => {
    clearSession(storage());
    onSessionExpired();
  };

  const reissue = (): Promise<string> => {
    reissuing ??= (async () => {
      const { accessToken, refreshToken } = getSession(storage());
      if (!accessToken || !refreshToken) throw new ApiError(401, GENERIC_ERROR_MESSAGE);
      const pair = (await send(
        "POST",
        "/api/auth/reissue",
        { body: { accessToken, refreshToken } },
        null,
      )) as TokenPair;
      if (typeof pair?.accessToken !== "string" || typeof pair?.refreshToken !== "string") {
        throw new ApiError(0, GENERIC_ERROR_MESSAGE);
      }
      saveTokens(pair, storage());
      return pair.accessToken;
    })().finally(() => {
      reissuing = null;
    });
    return reissuing;
  };

  async function request<T = unknown>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const auth = options.auth ?? !NO_BEARER_PATHS.includes(path);
    if (auth === false) return (await send(method, path, options, null)) as T;

    const sentToken = getSession(storage()).accessToken;
    try {
      return (await send(method, path, options, sentToken)) as T;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) throw error;
      if (error.status !== 401) {
        // SPEC §4: an error on a call that needed a login, with no login stored, means go log in.
        if (auth === true && !getSession(storage()).accessToken) onSessionExpired();
        throw error;
      }
      if (!sentToken) {
        if (auth === true) expire();
        throw error;
      }
    }

    // 401 with a token. If another call already renewed it meanwhile, just use the new one.
    let fresh = getSession(storage()).accessToken;
    if (!fresh || fresh === sentToken) {
      try {
        fresh = await reissue();
      } catch (reissueError) {
        // An unreachable or failing server is no proof the session is gone; a refusal is.
        const transient =
          !(reissueError instanceof ApiError) || reissueError.status === 0 || reissueError.status >= 500;
        if (transient && getSession(storage()).refreshToken) throw reissueError;
        expire();
        throw new ApiError(401, reissueError instanceof ApiError ? reissueError.message : GENERIC_ERROR_MESSAGE);
      }
    }
    try {
      return (await send(method, path, options, fresh)) as T;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expire();
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

/** The browser's client: same-origin calls, tokens in localStorage, expired session → /login. */
export const api = createApiClient();
