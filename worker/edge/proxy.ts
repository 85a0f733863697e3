// Forwards /api/* to an external praise host (PRAISE_HOST) unchanged: method, path, query, body and
// Authorization; hop-by-hop headers dropped both ways, and cookies too (the browser's session is the
// edge's, decision 021: the host sees the bearer token); a timeout; JSON 502/504 when the host fails.
// What the host hears about the caller is the edge's word only: the forwarding headers a client sent
// are dropped, and the address is the one Cloudflare saw (decision 025).
import type { Context } from "hono";
import { REQUEST_ID_HEADER } from "../contract/headers";
import { errorJson } from "../lib/errors";
import type { AppEnv } from "../lib/types";

const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
];

/** Headers naming the client's address or the original request, which a client can write itself. */
const CLIENT_FORWARDING = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "true-client-ip",
  "forwarded",
];

/** Copies headers without the hop-by-hop ones, including any the Connection header names. */
export const endToEndHeaders = (source: Headers): Headers => {
  const named = (source.get("connection") ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const headers = new Headers();
  for (const [key, value] of source) {
    if (!HOP_BY_HOP.includes(key) && !named.includes(key)) headers.set(key, value);
  }
  return headers;
};

export const forwardToPraiseHost = async (c: Context<AppEnv>, praiseHost: string, timeoutMs: number) => {
  const incoming = new URL(c.req.url);
  const target = new URL(`${praiseHost}${incoming.pathname}${incoming.search}`);
  const headers = endToEndHeaders(c.req.raw.headers);
  headers.delete("cookie");
  for (const name of CLIENT_FORWARDING) headers.delete(name);
  // CF-Connecting-IP is set by Cloudflare on every request; a client cannot choose it.
  const address = c.req.header("CF-Connecting-IP");
  if (address) headers.set("X-Forwarded-For", address);
  headers.set("X-Forwarded-Host", incoming.host);
  headers.set("X-Forwarded-Proto", incoming.protocol.replace(":", ""));
  headers.set(REQUEST_ID_HEADER, c.get("requestId"));

  const method = c.req.method;
  const hasBody = method !== "GET" && method !== "HEAD";
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers,
      body: hasBody ? await c.req.raw.arrayBuffer() : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    console.error(`[proxy] ${method} ${target.pathname} failed: ${String(error)}`);
    return timedOut
      ? errorJson(504, "서버 응답이 늦어지고 있어요. 잠시 후 다시 시도해주세요.")
      : errorJson(502, "서버에 연결할 수 없어요. 잠시 후 다시 시도해주세요.");
  }
  const answer = endToEndHeaders(upstream.headers);
  answer.delete("set-cookie");
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answer });
};
