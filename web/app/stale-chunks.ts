// A page's code is fetched the first time the page opens (web/app/router.tsx). After a deploy, an
// app left open asks for chunks the new build no longer has (the worker answers 404), and a flaky
// phone connection drops one now and then. Either way one reload of the document fixes it: the new
// index.html names the new chunks, and the request is made again. Never twice in a row, so a chunk
// that cannot load at all ends on the fallback page (its '다시 시도') instead of a reload loop.
import { webStorage } from "../lib/storage";

const RELOADED_AT = "kkul.chunkReloadAt";

/** A reload for a chunk within this long of the last one is a loop, not a new deploy. */
const QUIET_MS = 60_000;

/**
 * Reloads the document unless it was already reloaded for a chunk in the last minute; says whether
 * it did. Without sessionStorage (blocked) it never reloads by itself.
 */
export function reloadForChunk(now = Date.now()): boolean {
  try {
    const last = Number(webStorage("session").getItem(RELOADED_AT));
    if (last && now - last < QUIET_MS) return false;
    webStorage("session").setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
