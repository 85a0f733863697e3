// A link to pass on: shown in full, '카카오톡으로 공유' where a share is offered, and '링크 복사'. When
// KakaoTalk refuses the share (quota, network, an old app) or the in-app browser blocks the clipboard,
// the link stays on screen, selected, with a Korean message: nothing is lost (decision 024). A link for
// one person only (a jar's opening link, SPEC §11) asks before it is shared or copied, and its
// share is a plain button, never the writing link's yellow '카카오톡 공유' for the team chat.
import { lazy, Suspense, useId, useRef, useState } from "react";
import { type ShareOutcome, shareFailed } from "../lib/kakao-sdk";
import { Button } from "./button";
import { styled } from "./theme";

// The question is asked by one link of one page (the creator's), and only when tapped: its dialog's
// code is not in the pages' first load (a jar's page is read by every writer).
const ConfirmDialog = lazy(() => import("./confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));

export const SHARE_LINK_MESSAGES = {
  copied: "링크를 복사했어요.",
  copyFailed: "복사하지 못했어요. 링크를 길게 눌러 복사해주세요.",
  shareFailed: "카카오톡 공유를 열지 못했어요. 링크를 복사해 전해주세요.",
} as const;

const Card = styled("section", {
  display: "grid",
  gap: "$2",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
});
const Title = styled("h2", { margin: 0, fontSize: "$md", fontWeight: "$bold" });
const Hint = styled("p", { margin: 0, fontSize: "$sm", color: "$textSub", lineHeight: "$normal" });
const Url = styled("input", {
  all: "unset",
  boxSizing: "border-box",
  width: "100%",
  minHeight: "$touch",
  padding: "0 $3",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  fontSize: "$sm",
  color: "$text",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
// Side by side where '카카오톡 공유' still fits on one line (390 px and up); stacked on a narrow phone.
const Actions = styled("div", {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: "$2",
});
const Status = styled("p", {
  margin: 0,
  minHeight: "1.25rem",
  fontSize: "$sm",
  variants: { tone: { ok: { color: "$greenDeep" }, error: { color: "$danger" } } },
});

type Props = {
  title: string;
  hint: string;
  url: string;
  /** KakaoTalk's share of this link; without it only the copy is offered. */
  share?: () => Promise<ShareOutcome>;
  /** For one person only: what to ask before the link is shared or copied. */
  ask?: { title: string; description: string };
};

export function ShareLink({ title, hint, url, share, ask }: Props) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [sharing, setSharing] = useState(false);
  const [asking, setAsking] = useState<"share" | "copy" | null>(null);

  const showForCopying = (text: string) => {
    setStatus({ tone: "error", text });
    input.current?.focus();
    input.current?.select();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ tone: "ok", text: SHARE_LINK_MESSAGES.copied });
    } catch {
      showForCopying(SHARE_LINK_MESSAGES.copyFailed);
    }
  };

  const onShare = async () => {
    if (!share || sharing) return;
    setSharing(true);
    try {
      if (shareFailed(await share())) showForCopying(SHARE_LINK_MESSAGES.shareFailed);
      else setStatus(null);
    } finally {
      setSharing(false);
    }
  };

  // Asked, the action runs within the confirming tap: the clipboard and KakaoTalk want a user's gesture.
  const act = (action: "share" | "copy") => {
    if (!ask) return void (action === "share" ? onShare() : copy());
    setAsking(action);
  };
  const confirmed = () => {
    const action = asking;
    setAsking(null);
    void (action === "share" ? onShare() : copy());
  };

  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Hint>{hint}</Hint>
      <Url ref={input} readOnly value={url} aria-label={`${title} 주소`} onFocus={(e) => e.currentTarget.select()} />
      <Actions css={share ? undefined : { gridTemplateColumns: "1fr" }}>
        {share && (
          <Button variant={ask ? "secondary" : "kakao"} onClick={() => act("share")} pending={sharing}>
            {ask ? "카카오톡으로 보내기" : "카카오톡 공유"}
          </Button>
        )}
        <Button variant="secondary" onClick={() => act("copy")}>
          링크 복사
        </Button>
      </Actions>
      <Status role="status" tone={status?.tone}>
        {status?.text}
      </Status>
      {ask && asking !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={ask.title}
            description={ask.description}
            confirmText={asking === "share" ? "카카오톡으로 보내기" : "링크 복사"}
            onConfirm={confirmed}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
