// Send step 1's receivers (decision 022): where the host takes several, 1 to 5 names as chips — added
// with Enter or '추가', removed with × — each within SPEC's 8 characters; a repeated name is refused.
// Where it takes one (SPEC §7), the one name field it always was. Either way the people in the
// member's jars are offered under it.

import { RECEIVER_MESSAGES, receiverKey } from "@contract/receiver-names";
import { graphemeCount, KOREAN_MESSAGES, NAME_MAX } from "@contract/rules";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { groupQueries } from "../../api/groups";
import { hitArea } from "../../ui/hit-area";
import { NAME_PLACEHOLDER } from "../../ui/messages";
import { type FieldMessage, TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";

const Wrap = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });

const AddButton = styled("button", {
  all: "unset",
  ...hitArea(),
  flexShrink: 0,
  padding: "6px $3",
  borderRadius: "$pill",
  fontSize: "$sm",
  fontWeight: "$bold",
  color: "$text",
  backgroundColor: "$honey",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&:disabled": { backgroundColor: "$gray200", color: "$gray500", cursor: "not-allowed" },
});

const Chips = styled("ul", { display: "flex", flexWrap: "wrap", gap: "$2", margin: 0, padding: 0, listStyle: "none" });

const Chip = styled("li", {
  display: "inline-flex",
  alignItems: "center",
  gap: "$1",
  padding: "4px 4px 4px $3",
  borderRadius: "$pill",
  backgroundColor: "$cream",
  boxShadow: "inset 0 0 0 1px $colors$honey",
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$text",
});

const Remove = styled("button", {
  all: "unset",
  ...hitArea(),
  display: "grid",
  placeItems: "center",
  width: "24px",
  height: "24px",
  borderRadius: "$pill",
  color: "$textSub",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "1px" },
});

const Suggestions = styled("ul", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const Suggestion = styled("button", {
  all: "unset",
  ...hitArea(),
  padding: "4px $3",
  borderRadius: "$pill",
  fontSize: "$sm",
  color: "$textSub",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray300",
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "@media (hover: hover)": { "&:hover": { backgroundColor: "$gray50" } },
});

/** How many of the people in the member's jars are offered at once. */
const SUGGESTIONS_MAX = 6;

/**
 * Name suggestions while a name is typed: the people in the member's jars (praise sent and received,
 * home's group list) whose names hold the typed letters, each once, less the names already added — so
 * one colleague is not split in two by a typo. Before a letter, '최근에 꿀을 주고받은 사람' above offers
 * the people to tap; the same names in a second, unnamed row read as two lists.
 */
const useSuggestions = (typed: string, names: string[]) => {
  const groups = useQuery(groupQueries.list()).data;
  return useMemo(() => {
    const needle = receiverKey(typed);
    if (needle === "") return [];
    const taken = new Set([...names, typed].map(receiverKey));
    const seen = new Set<string>();
    const people: string[] = [];
    for (const group of groups ?? [])
      for (const { name } of group.groupMembers) {
        const key = receiverKey(name);
        if (seen.has(key) || taken.has(key) || !key.includes(needle)) continue;
        seen.add(key);
        people.push(name);
      }
    return people.slice(0, SUGGESTIONS_MAX);
  }, [groups, names, typed]);
};

type ReceiverFieldProps = {
  /** How many names the host takes (1: SPEC's one name field). */
  max: number;
  typed: string;
  names: string[];
  onChange: (patch: { receiverName?: string; receiverNames?: string[] }) => void;
};

export function ReceiverField({ max, typed, names, onChange }: ReceiverFieldProps) {
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const several = max > 1;
  const full = names.length >= max;
  const suggestions = useSuggestions(typed, names);

  const type = (value: string) => {
    // SPEC §5: beyond 8 characters the input is not updated and the message shows.
    if (graphemeCount(value) > NAME_MAX) {
      setMessage({ tone: "error", text: KOREAN_MESSAGES.nameTooLong });
      return;
    }
    setMessage(null);
    onChange({ receiverName: value });
  };

  const add = (given = typed) => {
    const name = given.trim().normalize("NFC");
    if (name === "") return;
    if (names.some((added) => receiverKey(added) === receiverKey(name))) {
      setMessage({ tone: "error", text: RECEIVER_MESSAGES.repeated });
      return;
    }
    if (full) {
      setMessage({ tone: "error", text: RECEIVER_MESSAGES.tooMany });
      return;
    }
    setMessage(null);
    onChange({ receiverNames: [...names, name], receiverName: "" });
  };

  return (
    <Wrap>
      <TextInput
        id="receiver-name"
        label={several ? `받는 사람 (최대 ${max}명)` : "받는 사람"}
        value={typed}
        placeholder={several && names.length > 0 ? "함께 받을 사람을 더 추가할 수 있어요" : NAME_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint={several ? "done" : "next"}
        message={message}
        disabled={several && full}
        onChange={type}
        // SPEC §5's message belongs to the refused keystroke: once focus moves on, the field holds a
        // name that fits, so the red line goes (other messages, e.g. a repeated name, stay).
        onBlur={() => setMessage((shown) => (shown?.text === KOREAN_MESSAGES.nameTooLong ? null : shown))}
        onKeyDown={(event) => {
          // Korean input: Enter that ends a syllable's composition is not the member's Enter.
          if (!several || event.key !== "Enter" || event.nativeEvent.isComposing) return;
          event.preventDefault();
          add();
        }}
        rightSlot={
          several ? (
            <AddButton type="button" disabled={typed.trim() === "" || full} onClick={() => add()}>
              추가
            </AddButton>
          ) : null
        }
      />
      {!(several && full) && suggestions.length > 0 && (
        <Suggestions aria-label="꿀단지에 있는 사람">
          {suggestions.map((name) => (
            <li key={name}>
              <Suggestion
                type="button"
                aria-label={several ? `${name} 추가` : `${name}에게 보내기`}
                onClick={() => {
                  if (several) add(name);
                  else type(name);
                }}
              >
                {name}
              </Suggestion>
            </li>
          ))}
        </Suggestions>
      )}
      {several && names.length > 0 && (
        <Chips aria-label={`받는 사람 ${names.length}명`}>
          {names.map((name) => (
            <Chip key={name}>
              {name}
              <Remove
                type="button"
                aria-label={`${name} 빼기`}
                onClick={() => {
                  setMessage(null);
                  onChange({ receiverNames: names.filter((n) => n !== name) });
                }}
              >
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                  <path d="M3.5 3.5l7 7M10.5 3.5l-7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </Remove>
            </Chip>
          ))}
        </Chips>
      )}
    </Wrap>
  );
}
