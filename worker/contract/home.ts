// The hand-over from the worker's drawing of a member's home (/) to the client that hydrates it
// (decision 021): what the worker read for the member — their name, groups and week (decision 034) —
// and the views it drew with, carried in the page as a JSON data block (never run as a script) whose
// id web/drawn/pages.ts declares.
import type { GroupSummary } from "./group";
import type { Week } from "./week";

export type HomeViews = { view: "card" | "list"; stampView: "honey" | "list" };

/** The views a member chose, kept in a cookie the worker reads too (`card.honey`, `list.list`, …). */
export const HOME_VIEWS_COOKIE = "kkul-home-views";

export const DEFAULT_HOME_VIEWS: HomeViews = { view: "card", stampView: "honey" };

/** The views a cookie value names; anything else is the default. */
export const parseHomeViews = (value: string | null | undefined): HomeViews => {
  const [view, stampView] = (value ?? "").split(".");
  return { view: view === "list" ? "list" : "card", stampView: stampView === "list" ? "list" : "honey" };
};

export const formatHomeViews = (views: HomeViews) => `${views.view}.${views.stampView}`;

/** `week` is left out where the host could not answer it (or does not offer it): the client asks then. */
export type HomeSeed = { memberName: string; groups: GroupSummary[]; views: HomeViews; week?: Week };

/** A data block's text: JSON with `<` escaped, so no value can end the element early. */
export const serializeSeed = (seed: unknown) => JSON.stringify(seed).replace(/</g, "\\u003c");
