// The jar page's letter form without script (decision 021's form rule, SPEC's shared jar): the
// composer is a plain `<form method="post">` to the page's own address, answered here before any
// JavaScript has arrived, or where it never does. The post becomes the app's own call
// (POST /api/jar/{jarId}/letters, through the whole stack again: the same validation, limits and
// writer cookie), so a letter written either way is the same letter.
import type { Context } from "hono";
import type { JarFormEcho } from "../../contract/jar";
import type { AppEnv } from "../../lib/types";
import type { Reenter } from "../session/internal";
import { formText, postAsPage } from "./form-post";

/** The form's fields as the letter call's JSON (what the host refuses, it refuses in its own words). */
export const letterFromForm = (form: Record<string, string | File | (string | File)[]>) => {
  const text = (name: string) => formText(form, name);
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
export const writeThroughApp = (c: Context<AppEnv>, reenter: Reenter, jarId: string, body: unknown) =>
  postAsPage(c, reenter, `/api/jar/${encodeURIComponent(jarId)}/letters`, body);
