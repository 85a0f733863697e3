// Decision 023: the moment after keeping, on the landing itself. Right after a save the member is told
// it went into their jar and invited to answer and to continue the relay just below, without
// reopening anything; the way home (with SPEC §4's toast) is the bottom bar's. Loaded only then.
import { useEffect, useRef } from "react";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";

const Box = styled("section", {
  scrollMarginTop: "72px", // below the sticky 56 px header
  display: "flex",
  flexDirection: "column",
  gap: "$1",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$greenSoft",
  "& h3": { fontSize: "$md", fontWeight: "$bold", color: "$greenDeep", outline: "none" },
  "& p": { fontSize: "$sm", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" },
});

const Waiting = styled("p", { display: "flex", alignItems: "center", gap: "$2", marginTop: "$2" });

/**
 * `ready`: the member's own copy has been read back, so the answer below can be given; `answered`:
 * it has been, so what comes next is the relay below and home (one state per screen).
 */
export function KeptNow({ ready, answered }: { ready: boolean; answered: boolean }) {
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The sheet that had focus is gone: focus (and a screen reader) lands on what just happened, and
  // the page brings it to the top, so the answer and the relay below it are on screen at once.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    box.current?.scrollIntoView?.({ block: "start", behavior: still ? "auto" : "smooth" });
  }, []);
  return (
    <Box ref={box} aria-labelledby="kept-now" data-testid="kept-now">
      <h3 id="kept-now" ref={heading} tabIndex={-1}>
        꿀단지에 담았어요!
      </h3>
      <p>
        {answered
          ? "이제 받은 칭찬을 다른 팀원에게 이어가거나, 내 꿀단지로 가보세요."
          : "지금 꿀로 답장하고, 받은 칭찬을 다른 팀원에게 이어가 보세요."}
      </p>
      {!ready && (
        <Waiting role="status">
          <Spinner size="sm" />
          답장을 준비하고 있어요
        </Waiting>
      )}
    </Box>
  );
}
