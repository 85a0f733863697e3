// A shared jar's drawn page, handed from the worker to the client (web/drawn/, worker/edge/pages/):
// the seed the worker read to draw /jar/<jarId>, in the page as a JSON data block whose id
// web/drawn/pages.ts declares.
import type { JarView } from "./jar";
import type { Stamp } from "./stamp";

/**
 * What the worker read to draw /jar/<jarId>: the jar as anyone sees it (the view the caches keep), or
 * as the member whose session the request carried (`viewer: "member"`, never cached), or the host's
 * 4xx; and the stamp catalogue the page shows the gathered stamps with (its occasion's first; none
 * for a missing jar).
 */
export type JarSeed = (
  | { jarId: string; view: JarView }
  | { jarId: string; missing: { status: number; message: string } }
) & {
  stamps: Stamp[];
  /** Drawn for one reader (never cached): a member by their session, or a guest by their writer cookie. */
  viewer?: "member" | "writer";
  /** A form posted without script and refused: why (the API's message), and a letter's text as typed. */
  form?: JarFormEcho;
};
export type JarFormEcho = { draft?: JarFormDraft; message: string };
type JarFormDraft = { writerName: string; content: string; honeyStampId: number | null; anonymous: boolean };
