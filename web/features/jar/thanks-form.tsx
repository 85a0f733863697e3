// The keeper's one thank-you to everyone who wrote (decision 036): ≤ 180 characters and nine lines,
// checked with the contract's rules before it is sent. Sent once: the button is busy while it goes, a
// refusal keeps what was typed and says why, and once sent the page shows the thanks instead.
import { GENERIC_ERROR } from "@contract/errors";
import { JAR_LETTER_LINES_MAX } from "@contract/jar";
import { THANKS_MESSAGES } from "@contract/jar-thanks";
import { graphemeCount, PRAISE_MAX } from "@contract/rules";
import { useId, useState } from "react";
import { ApiError } from "../../api/api-error";
import { Button } from "../../ui/button";
import { styled } from "../../ui/theme";

const Form = styled("form", {
  display: "grid",
  gap: "$3",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
});
const Heading = styled("h2", { margin: 0, fontSize: "$lg", fontWeight: "$bold", wordBreak: "keep-all" });
const Hint = styled("p", {
  margin: 0,
  fontSize: "$sm",
  color: "$textSub",
  lineHeight: "$normal",
  wordBreak: "keep-all",
});
const Label = styled("label", { fontSize: "$sm", fontWeight: "$bold" });
const Area = styled("textarea", {
  boxSizing: "border-box",
  width: "100%",
  minHeight: "7.5rem",
  padding: "$3",
  border: "none",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontFamily: "$body",
  fontSize: "$md",
  lineHeight: "$normal",
  resize: "vertical",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&[aria-invalid='true']": { boxShadow: "inset 0 0 0 2px $colors$danger" },
});
const Counter = styled("p", {
  margin: 0,
  justifySelf: "end",
  fontSize: "$xs",
  color: "$textSub",
  variants: { over: { true: { color: "$danger", fontWeight: "$bold" } } },
});
const ErrorText = styled("p", { margin: 0, fontSize: "$sm", color: "$danger" });

/** The thank-you's own problem, if any (the host says the same; here before a request). */
export const thanksProblem = (content: string): string | null => {
  const text = content.trim();
  if (!text) return THANKS_MESSAGES.empty;
  if (graphemeCount(text) > PRAISE_MAX) return THANKS_MESSAGES.tooLong;
  if (text.split("\n").length > JAR_LETTER_LINES_MAX) return THANKS_MESSAGES.tooManyLines;
  return null;
};

type Props = { onSend: (content: string) => Promise<unknown> };

export function ThanksForm({ onSend }: Props) {
  const id = useId();
  const [content, setContent] = useState("");
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = thanksProblem(content);
  const count = graphemeCount(content.trim());

  const submit = async () => {
    setTried(true);
    if (sending || problem) return;
    setSending(true);
    setError(null);
    try {
      await onSend(content.trim());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading id={`${id}-heading`}>모두에게 감사 인사 남기기</Heading>
      <Hint>편지를 쓴 모두에게 한 번만 보낼 수 있어요. 손님으로 쓴 사람도 꿀단지 링크에서 볼 수 있어요.</Hint>
      <Label htmlFor={id}>감사 인사</Label>
      <Area
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder="마음을 담아준 모두에게 전할 말을 적어주세요."
        aria-invalid={(tried && Boolean(problem)) || count > PRAISE_MAX || undefined}
        aria-describedby={`${id}-count`}
      />
      <Counter id={`${id}-count`} over={count > PRAISE_MAX}>
        {count}/{PRAISE_MAX}
      </Counter>
      {tried && problem && <ErrorText role="alert">{problem}</ErrorText>}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" pending={sending} fullWidth>
        감사 인사 보내기
      </Button>
    </Form>
  );
}
