// The letter: at most 180 characters with a live 'N/180' counter, sized for nine lines so typing
// never moves the page (SPEC §5, §9). A help icon opens the praise-style guide. The counter sits
// beside the label, above the box, so the sticky 미리보기 / 꿀 보내기 bar never hides it, and a paste
// cut to 180 says what was left out.
import { graphemeCount, PRAISE_MAX, takeGraphemes } from "@contract/rules";
import { useId, useState } from "react";
import { styled } from "../../ui/theme";
import { PraiseStyleModal } from "./praise-style-modal";

export const LETTER_LINES = 9;

const Section = styled("section", { display: "flex", flexDirection: "column", gap: "$3" });
const Head = styled("div", { display: "flex", alignItems: "center", gap: "$1" });

/** Shown when a paste (or a keystroke at the limit) was cut to PRAISE_MAX. */
export const letterCutMessage = (dropped: number) =>
  `${PRAISE_MAX}자까지만 쓸 수 있어요. 넘친 ${dropped}자는 담기지 않았어요.`;
const Label = styled("label", { fontSize: "$md", fontWeight: "$bold" });

const Help = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  // 44 px to the finger (WCAG 2.5.5), laid out as the 32 px it was: the margin gives back the growth.
  width: "44px",
  height: "44px",
  margin: "-6px",
  borderRadius: "$pill",
  color: "$textMuted",
  cursor: "pointer",
  "&:hover": { color: "$honeyDark", backgroundColor: "$cream" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Box = styled("div", {
  position: "relative",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  "&:focus-within": { boxShadow: "inset 0 0 0 2px $colors$honeyDeep" },
});

const Area = styled("textarea", {
  all: "unset",
  boxSizing: "content-box",
  display: "block",
  width: "calc(100% - 32px)",
  // Nine lines of 1.6 em, fixed: the box never grows or shrinks while typing.
  height: `${LETTER_LINES * 1.6}em`,
  padding: "$4",
  fontSize: "$md",
  lineHeight: 1.6,
  color: "$text",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  overflowY: "auto",
  resize: "none",
  "&::placeholder": { color: "$gray500" },
});

const Counter = styled("p", {
  marginLeft: "auto",
  fontSize: "$sm",
  color: "$textMuted",
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
  variants: { full: { true: { color: "$honeyDark", fontWeight: "$bold" } } },
});

const Cut = styled("p", { fontSize: "$sm", color: "$honeyDark", fontWeight: "$medium", wordBreak: "keep-all" });

export function LetterField({ value, onChange }: { value: string; onChange: (content: string) => void }) {
  const id = useId();
  const [helpOpen, setHelpOpen] = useState(false);
  const [dropped, setDropped] = useState(0);
  const count = graphemeCount(value);
  return (
    <Section>
      <Head>
        <Label htmlFor={id}>칭찬 내용</Label>
        <Help type="button" aria-label="칭찬 작성 도움말" aria-haspopup="dialog" onClick={() => setHelpOpen(true)}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M7.8 7.7a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
            <circle cx="10" cy="14.2" r="0.9" fill="currentColor" />
          </svg>
        </Help>
        <Counter id={`${id}-count`} full={count >= PRAISE_MAX}>
          {`${count}/${PRAISE_MAX}`}
        </Counter>
      </Head>
      <Cut id={`${id}-cut`} role="alert" hidden={dropped === 0}>
        {dropped > 0 ? letterCutMessage(dropped) : ""}
      </Cut>
      <Box>
        <Area
          id={id}
          value={value}
          rows={LETTER_LINES}
          placeholder={"팀원의 어떤 점이 고마웠나요?\n구체적인 행동이나 결과를 적어주면 더 달콤한 칭찬이 돼요."}
          aria-describedby={`${id}-count ${id}-cut`}
          // Counted as a person sees it: the maxLength attribute would count UTF-16 units.
          onChange={(event) => {
            const typed = event.target.value;
            setDropped(Math.max(0, graphemeCount(typed) - PRAISE_MAX));
            onChange(takeGraphemes(typed, PRAISE_MAX));
          }}
        />
      </Box>
      <PraiseStyleModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Section>
  );
}
