// Waiting for a screen to come to rest instead of sleeping a guessed time (decision 018): the page's
// animations and transitions have ended, its images have arrived, a scroller has stopped.
import type { Locator, Page } from "playwright-core";

/**
 * Resolves once no finite animation or transition is running anywhere on the page (a spinner's
 * endless turn is no motion to wait for). A change just made is included: getAnimations() brings
 * the styles up to date first, so a transition that starts from it is already running.
 */
export const motionDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );

/**
 * Every <img> on the page has arrived (or failed), but for a lazy one out of sight, which the
 * browser does not fetch until it is scrolled near.
 */
export const imagesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      if (img.complete || img.loading !== "lazy") return img.complete;
      const box = img.getBoundingClientRect();
      return box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth;
    }),
  );

/** Images in and motion over: the settled screen a screenshot should show. */
export const settled = async (page: Page) => {
  await imagesLoaded(page);
  await motionDone(page);
};

/**
 * Resolves once the scroller's position has not moved for `frames` animation frames in a row (a
 * mouse wheel scrolls smoothly, over several frames, and may be followed by more content).
 */
export const scrollSettled = (scroller: Locator, frames = 5) =>
  scroller.evaluate(
    (el, still) =>
      new Promise<void>((resolve) => {
        let last = el.scrollTop;
        let unchanged = 0;
        const tick = () => {
          if (el.scrollTop !== last) {
            last = el.scrollTop;
            unchanged = 0;
          } else if (++unchanged >= still) return resolve();
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
