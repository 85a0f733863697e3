// The sender's kept receipt, '이달콤님이 꿀단지에 담았어요' with the date of the first save;
// every keeper by their own name (decision 022), the first named and the rest counted, each with their date and answer.
// Shown on the sent list, the sent praise's detail and the send complete page; nothing when unsaved.

import { honorific } from "@contract/honorific";
import type { Keeper } from "@contract/keepers";
import { withOthers } from "@contract/receiver-names";
import { formatDotDate } from "../lib/format-date";
import { ReactionMark, ReactionMarks } from "./reaction-mark";
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

/** '이달콤님이 …', or the first keeper and how many more (`withOthers`) when several kept it. */
export const keptSentence = (keepers: readonly Pick<Keeper, "name">[]) =>
  `${withOthers(honorific(keepers[0]?.name ?? ""), keepers.length - 1)}이 꿀단지에 담았어요`;

const Keepers = styled("ul", {
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: "$1",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "$sm",
  color: "$text",
  "& > li": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "$1 $2", minHeight: "32px" },
  "& time": { color: "$textMuted", fontSize: "$xs" },
});

// Decision 023: whether the praise named them (their member name among the typed names) or they kept
// a praise meant for others. Words, not colour alone: a screen reader reads the same.
const NamedMark = styled("span", {
  flexShrink: 0,
  padding: "0 $2",
  borderRadius: "$pill",
  fontSize: "$xs",
  fontWeight: "$bold",
  lineHeight: "20px",
  whiteSpace: "nowrap",
  variants: {
    named: {
      true: { backgroundColor: "$greenSoft", color: "$greenDeep" },
      false: { backgroundColor: "$gray100", color: "$textSub" },
    },
  },
});
export const NAMED_LABEL = "받는 사람";
export const NOT_NAMED_LABEL = "받는 사람 아님";

export type KeptReceiptProps = {
  /** Everyone who kept it, first saver first (keepersOf); none while nobody has. */
  keepers: readonly Keeper[];
  size?: "sm" | "md";
};

/**
 * The kept receipt and the answers. sm (the sent list): one line, and the answers as marks. md (the
 * detail, the complete page): the line, then, when several kept it or one the praise did not name,
 * each keeper with whether they were named, their date and answer; one named keeper's answer as the
 * sentence it always was.
 */
export function KeptReceipt({ keepers, size = "sm" }: KeptReceiptProps) {
  const first = keepers[0];
  if (!first) return null;
  const answered = keepers.filter((k) => k.reaction);
  return (
    <>
      <Line size={size} data-testid="kept-receipt">
        <JarIcon />
        <span>
          {keptSentence(keepers)} <time dateTime={first.savedAt}>{formatDotDate(first.savedAt)}</time>
        </span>
      </Line>
      {size === "md" && (keepers.length > 1 || keepers.some((k) => k.named === false)) ? (
        <Keepers aria-label="꿀단지에 담은 사람">
          {keepers.map((keeper) => (
            <li key={`${keeper.name}-${keeper.savedAt}`} data-testid="keeper">
              <strong>{honorific(keeper.name)}</strong>
              {keeper.named !== undefined && (
                <NamedMark named={keeper.named} data-testid="named-mark">
                  {keeper.named ? NAMED_LABEL : NOT_NAMED_LABEL}
                </NamedMark>
              )}
              <time dateTime={keeper.savedAt}>{formatDotDate(keeper.savedAt)}</time>
              {keeper.reaction && <ReactionMark name={keeper.name} reaction={keeper.reaction} wordOnly />}
            </li>
          ))}
        </Keepers>
      ) : answered.length === 1 || (answered.length > 0 && size === "md") ? (
        <ReactionMark name={answered[0]!.name} reaction={answered[0]!.reaction} size={size} />
      ) : answered.length > 1 ? (
        <ReactionMarks reactions={answered.map((k) => k.reaction!)} />
      ) : null}
    </>
  );
}
