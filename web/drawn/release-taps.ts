// The drawn page listens: the taps the document's inline script held are replayed, in order (decision 029).
import { HYDRATING, RELEASE_TAPS } from "@contract/early-taps";

const holder = () => window as unknown as Record<string, (() => void) | undefined>;

export const releaseHeldTaps = () => {
  holder()[RELEASE_TAPS]?.();
};

/** React takes the page over from here: a submit is held until the release, as a tap is. */
export const holdSubmitsWhileHydrating = () => {
  holder()[HYDRATING]?.();
};
