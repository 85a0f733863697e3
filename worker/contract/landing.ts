// The hand-over from the worker's render of /compliment/<uuid> to the client that hydrates it: the
// praise the worker read, carried in the page as a JSON data block (never run as a script) whose id
// web/drawn/pages.ts declares.
import type { ReceivedPraise } from "./praise";

/**
 * A delivered praise, or the host's 4xx answer for the uuid (unknown, undelivered, not a uuid), as
 * the worker read it: for anyone (the view the shared caches keep), or for the member whose session
 * the request carried (`viewer: "member"`: MYSELF, already saved; never cached). `relay`: a member's
 * view drawn offering '릴레이 이어가기' (the praise host takes the relay, decision 022).
 */
export type LandingSeed = (
  | { uuid: string; praise: ReceivedPraise }
  | { uuid: string; missing: { status: number; message: string } }
) & { viewer?: "member"; relay?: true };
