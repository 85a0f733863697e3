// The jar page's letter form without script (decision 021's form rule, SPEC's shared jar): the
// composer is a plain `<form method="post">` to the page's own address, answered here before any
// JavaScript has arrived, or where it never does. The post becomes the app's own call
// (POST /api/jar/{jarId}/letters, through the whole stack again: the same validation, limits and
// writer cookie), so a letter written either way is the same letter.
import type { Context } from "hono";
import { REQUEST_HEADER } from "../../contract/headers";
import type { JarFormEcho } from "../../contract/jar";
import type { AppEnv } from "../../lib/types";
import { carriedHeaders, type Reenter } from "../session/internal";

/**
 * A form post is ours when its Origin is our origin, or, from a browser that sends no Origin, when
 * Sec-Fetch-Site says same-origin. A cross-site post, an opaque `null` origin and a post that says
 * neither are refused before anything is read (the SameSite cookie is the second fence).
 */
export const formFromUs = (c: Context<AppEnv>) => {
  const origin = c.req.header("Origin");
  if (origin !== undefined) return origin === new URL(c.req.url).origin;
  return c.req.header("Sec-Fetch-Site") === "same-origin";
};

/** The form's fields as the letter call's JSON (what the host refuses, it refuses in its own words). */
export const letterFromForm = (form: Record<string, string | File | (string | File)[]>) => {
  const text = (name: string) => {
    const value = form[name];
    return typeof value === "string" ? value : "";
  };
  const stamp = Number(text("honeyStampId"));
  const draft: JarFormEcho["draft"] = {
    writerName: text("writerName"),
    content: text("content"),
    honeyStampId: Number.isInteger(stamp) && stamp > 0 ? stamp : null,
    anonymous: text("anonymous") === "1",
  };
  const body = {
    content: draft.content,
    ...(draft.honeyStampId !== null ? { honeyStampId: draft.honeyStampId } : {}),
    ...(draft.writerName ? { writerName: draft.writerName } : {}),
    ...(draft.anonymous ? { anonymous: true } : {}),
  };
  return { draft, body };
};

/** The letter call as the browser's own, with its cookies (a member's session, a guest's writer cookie). */
export const writeThroughApp = (c: Context<AppEnv>, reenter: Reenter, jarId: string, body: unknown) => {
  const url = new URL(c.req.url);
  const headers = carriedHeaders(c.req.raw.headers, {
    "Content-Type": "application/json",
    Cookie: c.req.header("Cookie") ?? "",
    Origin: url.origin,
    [REQUEST_HEADER]: "1",
  });
  const path = `/api/jar/${encodeURIComponent(jarId)}/letters`;
  return reenter(c, new Request(new URL(path, url), { method: "POST", headers, body: JSON.stringify(body) }));
};
