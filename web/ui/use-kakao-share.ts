// The one way a page opens KakaoTalk's share (a praise, the recap, a keeper's answer): one sheet at a
// time (a second tap while one is open, even before `sharing` reaches the button, opens nothing), and
// one message, the same everywhere, when the share cannot open or is refused.
import { useCallback, useRef, useState } from "react";
import { SHARE_FAILED_MESSAGE, type ShareOutcome, shareFailed } from "../lib/kakao-sdk";
import { useToast } from "./toast";

export function useKakaoShare() {
  const toast = useToast();
  const [sharing, setSharing] = useState(false);
  const open = useRef(false);
  const share = useCallback(
    /** Runs `openSheet` and answers how it went, or null for a tap while a sheet is open already. */
    async (openSheet: () => Promise<ShareOutcome>): Promise<ShareOutcome | null> => {
      if (open.current) return null;
      open.current = true;
      setSharing(true);
      try {
        const outcome = await openSheet();
        if (shareFailed(outcome)) toast.show(SHARE_FAILED_MESSAGE);
        return outcome;
      } catch (error) {
        console.error(error);
        toast.show(SHARE_FAILED_MESSAGE);
        return "unavailable";
      } finally {
        open.current = false;
        setSharing(false);
      }
    },
    [toast],
  );
  return { share, sharing };
}
