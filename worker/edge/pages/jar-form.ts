// The jar page's forms without script (decision 042, SPEC's shared jar): the composer, and the
// creator's 숨기기, 되돌리기 and 마감 are plain `<form method="post">`s to the page's own address,
// answered here before any JavaScript has arrived, or where it never does. Each post becomes the app's
// own call (through the whole stack again: the same validation, limits and cookies), so a letter
// written or hidden either way is the same.
import type { Context } from "hono";
import type { JarFormEcho } from "../../contract/jar";
import { sha256Hex } from "../../lib/crypto";
import type { AppEnv } from "../../lib/types";
import { formText } from "./form-post";

type FormFields = Record<string, string | File | (string | File)[]>;

/** The form's fields as the letter call's JSON (what the host refuses, it refuses in its own words). */
export const letterFromForm = (form: FormFields) => {
  const text = (name: string) => formText(form, name);
  const stamp = Number(text("honeyStampId"));
  const draft: NonNullable<JarFormEcho["draft"]> = {
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

/** What a form on the jar page asks (its `intent` field, web/features/jar; none is the composer's letter). */
export type JarFormIntent = "write" | "remove" | "unhide" | "close" | "reopen";

/** A post's app call: its method, path and JSON body, where the page goes once it is done, and the letter's draft. */
export const jarFormCall = (jarId: string, form: FormFields) => {
  const jar = `/api/jar/${encodeURIComponent(jarId)}`;
  const letter = `${jar}/letters/${encodeURIComponent(formText(form, "letterId"))}`;
  const page = `/jar/${jarId}`;
  const intent = formText(form, "intent") || "write";
  switch (intent as JarFormIntent) {
    case "remove": // the creator's 숨기기, a writer's 지우기: the host tells them apart
      return { method: "DELETE", path: letter, back: page };
    case "unhide":
      return { method: "POST", path: `${letter}/unhide`, back: page };
    case "close":
    case "reopen":
      return { method: "PATCH", path: jar, body: { closed: intent === "close" }, back: page };
    default: {
      const { draft, body } = letterFromForm(form);
      return { method: "POST", path: `${jar}/letters`, body, back: `${page}#mine`, draft };
    }
  }
};

/** How long a post done is answered again, not done again, to the same browser sending the same fields. */
const ONCE_MS = 30_000;
type Done = { location: string; cookies: string[] };
/** Per browser and jar, its last post: the fields' hash, when, and its answer once done. */
const recent = new Map<string, { fields: string; at: number; done: Promise<Done | null> }>();

/**
 * A double submit writes once (decision 042): a post with the same fields as the same browser's (its
 * address, agent and cookies) last post to this jar, while that one is under way or within ONCE_MS
 * after it was done, gets that one's answer (the 303 and the cookies it set: a browser that dropped the
 * first answer for the second still gets the writer cookie). Only the last post counts: 마감, 다시 편지
 * 받기 and 마감 again are three intents, each done. Kept in this isolate, where one browser's posts
 * land; the page's inline script stops a second submit before it is sent (early-taps.ts).
 */
export const onceByBrowser = async (
  c: Context<AppEnv>,
  jarId: string,
  form: FormFields,
  run: () => Promise<Done | Response>,
): Promise<Done | Response> => {
  const now = Date.now();
  for (const [key, entry] of recent) if (now - entry.at > ONCE_MS) recent.delete(key);
  const who = ["CF-Connecting-IP", "User-Agent", "Cookie"].map((name) => c.req.header(name) ?? "");
  const [key, fields] = await Promise.all([
    sha256Hex(JSON.stringify([jarId, ...who])),
    sha256Hex(JSON.stringify(form)),
  ]);
  const entry = recent.get(key); // read and set with no await between: a second post finds the first
  if (entry?.fields === fields) {
    const earlier = await entry.done;
    if (earlier) return earlier;
  }
  const answer = run();
  const done = answer.then(
    (a) => (a instanceof Response ? null : a),
    () => null,
  );
  recent.set(key, { fields, at: now, done });
  void done.then((d) => {
    if (!d && recent.get(key)?.done === done) recent.delete(key);
  });
  return answer;
};
