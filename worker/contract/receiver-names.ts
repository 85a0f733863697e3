// The people a praise names (decision 022): how many it takes and how their names read — the people
// it names, a relay chain's people. Plain values and functions, no schema: the landing's first load
// takes them without the contract's valibot objects (`npm run bench -- --only js`).
import type { RelayStep } from "./relay";

/** (ours) One praise to several people: 1 to RECEIVERS_MAX names, each within NAME_MAX. */
export const RECEIVERS_MAX = 5;
export const RECEIVER_MESSAGES = {
  none: "받는 사람을 한 명 이상 추가해주세요.",
  tooMany: `받는 사람은 ${RECEIVERS_MAX}명까지 추가할 수 있어요.`,
  repeated: "이미 추가한 이름이에요.",
  both: "receiverName과 receiverNames 중 하나만 보내주세요.",
} as const;

/** Two names are the same person's when they match without their spaces ('이 달콤' is '이달콤'). */
export const receiverKey = (name: string) => name.normalize("NFC").replace(/\s+/g, "");

/**
 * SPEC §2's rule for names that do not all fit: the names shown, then how many more
 * ('이달콤, 박성실 외 3명'); the names alone when there are no more.
 */
export const withOthers = (shown: string, more: number) => (more > 0 ? `${shown} 외 ${more}명` : shown);

/**
 * Everyone a praise names, as one line fits a 320 px screen: up to three names in full
 * ('이달콤, 박성실, 최열정'), more as the first two and a count (`withOthers`).
 */
export const receiversLabel = (names: readonly string[]) =>
  names.length <= 3 ? names.join(", ") : withOthers(names.slice(0, 2).join(", "), names.length - 2);

/** The names of a praise as a host answers them: the list, or SPEC's one name. */
export const receiverNamesOf = (praise: { receiverName: string; receiverNames?: readonly string[] | undefined }) =>
  praise.receiverNames && praise.receiverNames.length > 0 ? praise.receiverNames : [praise.receiverName];

/**
 * The people of a chain in order, the first sender to this praise's receivers
 * ('김꿀벌 → 이달콤 → 박성실'); a chain shortened by the host shows '…' where praises were left out.
 */
export const relayPeople = (steps: readonly RelayStep[], length: number) => {
  const people = steps.map((step) => step.senderName);
  if (length > steps.length) people.splice(1, 0, "…");
  const last = steps.at(-1);
  return last ? [...people, receiversLabel(last.receiverNames)] : [];
};
