// Typed HTTP errors with a Korean message, and the envelope helpers every route answers with.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const fail = (status: ContentfulStatusCode, message: string): never => {
  throw new HTTPException(status, { message });
};

export const NOT_FOUND = "요청한 주소를 찾을 수 없어요.";

export const errorJson = (status: number, message: string, headers?: HeadersInit) =>
  new Response(JSON.stringify({ status, message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

export const ok = <T>(c: Context, data: T, status: 200 | 201 = 200, message = "성공"): Response =>
  c.json({ status, message, data }, status);
