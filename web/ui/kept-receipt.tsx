// Issue 15: the sender's kept receipt, '이달콤님이 꿀단지에 담았어요' with the date of the first save.
// Shown on the sent list, the sent praise's detail and the send complete page; nothing when unsaved.
import { formatDotDate } from "../lib/format-date";
import { styled } from "./theme";

// A span: on the sent list it sits inside the item's button, where only phrasing content may go.
// The sentence and its date are one run of text beside the icon: on a narrow phone the date wraps
// under the sentence, not under the icon, and never away from the words it belongs to.
const Line = styled("span", {
  display: "inline-flex",
  alignItems: "center",
  gap: "$1",
  margin: 0,
  fontSize: "$xs",
  lineHeight: "$normal",
  fontWeight: "$bold",
  color: "$greenDeep",
  "& > svg": { flexShrink: 0 },
  "& time": { fontWeight: "$regular", color: "$textMuted", whiteSpace: "nowrap" },
  variants: {
    size: {
      sm: {},
      md: {
        padding: "$2 $3",
        borderRadius: "$pill",
        backgroundColor: "$greenSoft",
        fontSize: "$sm",
        "& time": { color: "$greenDeep" },
      },
    },
  },
  defaultVariants: { size: "sm" },
});

/** A small jar with a tick: kept. Decorative; the sentence says it. */
const JarIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M5 2h6v2l1.5 2v7a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 13V6L5 4z" fill="#FFD54A" stroke="#8A6200" />
    <path d="m5.8 9.2 1.6 1.6 2.9-3" fill="none" stroke="#247249" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export const keptSentence = (receiverName: string) => `${receiverName}님이 꿀단지에 담았어요`;

export type KeptReceiptProps = {
  receiverName: string;
  /** ISO 8601 of the first save, or null/undefined while nobody has saved it. */
  savedAt: string | null | undefined;
  size?: "sm" | "md";
};

export function KeptReceipt({ receiverName, savedAt, size = "sm" }: KeptReceiptProps) {
  if (!savedAt) return null;
  return (
    <Line size={size} data-testid="kept-receipt">
      <JarIcon />
      <span>
        {keptSentence(receiverName)} <time dateTime={savedAt}>{formatDotDate(savedAt)}</time>
      </span>
    </Line>
  );
}
