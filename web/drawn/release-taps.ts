// The drawn page listens: the taps the document's inline script held are replayed, in order (decision 029).
import { RELEASE_TAPS } from "@contract/early-taps";

export const releaseHeldTaps = () => {
  const release = (window as unknown as Record<string, (() => void) | undefined>)[RELEASE_TAPS];
  release?.();
};
