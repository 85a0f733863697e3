// Writing (or changing) a letter in a shared jar: a guest's nickname, the stamp and the letter (longer
// than a praise: docs/api.md fifth round). A member writes under their own name. What was typed stays on a failed
// request, with the host's Korean message; where the jar allows it, '이름 없이 보내기' (decision 036);
// a letter may carry one photo ('사진 추가', ./letter-photo.tsx, decision 039), changed or taken out with it. The button is busy
// while sending, so a double tap writes once, and a double tap's second tap that lands just after a
// quick success is not refused as an empty letter.
import { GENERIC_ERROR } from "@contract/errors";
import { JAR_LETTER_MAX } from "@contract/jar";
import { graphemeCount, KOREAN_MESSAGES } from "@contract/rules";
import type { Stamp } from "@contract/stamp";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../../api/api-error";
import { useNameLimit } from "../../lib/name-limit";
import { Button } from "../../ui/button";
import { type StampCatalogue, StampSelector } from "../../ui/stamp-selector";
import { TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";
import { JAR_PAGE_MESSAGES } from "./jar-messages";
import { draftFromForm, EMPTY, keep, type LetterDraft, letterProblems, readKept } from "./letter-draft";
import { LetterPhoto, type LetterPhotoState, photoIdOf, sentPhoto } from "./letter-photo";

// Brought back by its address's fragment, below the sticky 56 px header.
const Form = styled("form", { display: "grid", gap: "$4", scrollMarginTop: "72px" });
const Heading = styled("h2", { margin: 0, fontSize: "$lg", fontWeight: "$bold" });
const Hint = styled("p", { margin: 0, fontSize: "$sm", color: "$textSub", lineHeight: "$normal" });
const LetterBox = styled("div", { display: "grid", gap: "$1" });
const LetterLabel = styled("label", { fontSize: "$sm", fontWeight: "$bold" });
const Area = styled("textarea", {
  boxSizing: "border-box",
  width: "100%",
  minHeight: "9.5rem",
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
const Row = styled("div", { display: "flex", gap: "$2", "& > *": { flex: 1 } });
const Anonymous = styled("div", {
  display: "grid",
  gap: "$1",
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  "& label": {
    display: "flex",
    alignItems: "center",
    gap: "$3",
    minHeight: "$touch",
    fontSize: "$md",
    fontWeight: "$bold",
    cursor: "pointer",
  },
  "& input": { width: "22px", height: "22px", margin: 0, accentColor: "$colors$honeyDeep", flexShrink: 0 },
  "& input:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

/**
 * How long after a letter is written a tap on the emptied composer is taken as the same tap again (a
 * double tap whose first tap was answered at once), not as an empty letter to refuse.
 */
const ECHO_MS = 1000;

type Props = {
  /** Write as a guest: the nickname field shows. */
  guest: boolean;
  /** The jar takes letters without a name: '이름 없이 보내기' shows (decision 036). */
  anonymousAllowed?: boolean;
  stamps: StampCatalogue & { data?: Stamp[] };
  initial?: LetterDraft;
  /** Where a new letter is kept while it is written (a jar's own key); a letter being changed is not. */
  keptAs?: string;
  /** The jar a photo goes to: '사진 추가' shows. */
  jarId?: string;
  heading: string;
  submitText: string;
  onSubmit: (draft: {
    writerName?: string;
    content: string;
    honeyStampId: number;
    anonymous?: true;
    /** A new photo's id; for a letter being changed, null takes its photo out and left out keeps it. */
    photoId?: string | null;
  }) => Promise<unknown>;
  /** A letter being changed: its photo as sent, offered with '사진 빼기' and another '사진 추가'. */
  sentPhotoUrl?: string;
  onCancel?: () => void;
  /** Posted here without script (the worker's form path); with `initial`, a refused post's message. */
  action?: string;
  /** The form's id: an `action` ending in `#<id>` brings a refused post's page back at the form. */
  id?: string;
  initialError?: string;
};

export function LetterComposer(props: Props) {
  const {
    guest,
    anonymousAllowed = false,
    stamps,
    initial,
    keptAs,
    jarId,
    heading,
    submitText,
    onSubmit,
    onCancel,
    action,
    id,
    initialError,
    sentPhotoUrl,
  } = props;
  const sentPhotoId = photoIdOf(sentPhotoUrl);
  const letterId = useId();
  const anonymousId = useId();
  const [draft, setDraft] = useState<LetterDraft>(initial ?? EMPTY);
  // Read once the page is live: the worker drew the composer empty, and hydration must find it so.
  // Kept on every change made here after that, never before (the first draw's empty draft is not one).
  const changed = useRef(false);
  useEffect(() => {
    const kept = keptAs ? readKept(keptAs) : null;
    if (kept && !changed.current && !initial) setDraft(kept);
  }, [keptAs, initial]);
  useEffect(() => {
    if (keptAs && changed.current) keep(keptAs, draft);
  }, [keptAs, draft]);
  const change = (patch: Partial<LetterDraft>) => {
    changed.current = true;
    setDraft((current) => ({ ...current, ...patch }));
  };
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [sending, setSending] = useState(false);
  const [photo, setPhoto] = useState<LetterPhotoState>(() =>
    sentPhotoId && sentPhotoUrl ? sentPhoto(sentPhotoId, sentPhotoUrl) : null,
  );
  const photoChange =
    photo === "busy" || photo?.photoId === (sentPhotoId ?? undefined)
      ? {}
      : photo
        ? { photoId: photo.photoId }
        : sentPhotoId
          ? { photoId: null }
          : {};
  const say = (failure: unknown) =>
    setError(failure === null ? null : failure instanceof ApiError ? failure.message : GENERIC_ERROR);
  const [tried, setTried] = useState(initialError !== undefined);
  const nameLimit = useNameLimit();
  const writtenAt = useRef<number | null>(null);

  const problemsOf = (letter: LetterDraft) => letterProblems(letter, guest);
  const { nameProblem, contentProblem, stampProblem } = problemsOf(draft);
  const count = graphemeCount(draft.content.trim());

  // The letter as the form holds it (letter-draft.ts draftFromForm), its state brought up to it.
  const submit = async (fields?: FormData) => {
    const letter = fields ? draftFromForm(fields, draft, guest) : draft;
    if (
      letter.content !== draft.content ||
      letter.writerName !== draft.writerName ||
      letter.honeyStampId !== draft.honeyStampId
    )
      change(letter);
    const untouched = !letter.content && letter.honeyStampId === null;
    if (untouched && writtenAt.current !== null && performance.now() - writtenAt.current < ECHO_MS) return;
    setTried(true);
    const problems = problemsOf(letter);
    if (sending || photo === "busy" || problems.nameProblem || problems.contentProblem || letter.honeyStampId === null)
      return;
    setSending(true);
    setError(null);
    try {
      await onSubmit({
        ...(guest ? { writerName: letter.writerName.trim() } : {}),
        content: letter.content.trim(),
        honeyStampId: letter.honeyStampId,
        ...(anonymousAllowed && letter.anonymous ? { anonymous: true as const } : {}),
        ...photoChange,
      });
      change({ content: "", honeyStampId: null });
      setPhoto(null);
      setTried(false);
      writtenAt.current = performance.now();
    } catch (failure) {
      say(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      aria-label={heading}
      id={id}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(new FormData(event.currentTarget));
      }}
    >
      <Heading>{heading}</Heading>
      {guest && (
        <>
          <Hint>{JAR_PAGE_MESSAGES.guestHint}</Hint>
          <TextInput
            label="닉네임"
            name="writerName"
            value={draft.writerName}
            // A ninth character is refused and the field says so at once (SPEC §5's name rule).
            onChange={(writerName) => {
              if (nameLimit.fits(writerName)) change({ writerName });
            }}
            onBlur={nameLimit.settle}
            placeholder="팀에서 불리는 이름 (8자 이내)"
            autoComplete="nickname"
            message={
              nameLimit.refused
                ? { tone: "error", text: KOREAN_MESSAGES.nameTooLong }
                : tried && nameProblem
                  ? { tone: "error", text: nameProblem }
                  : null
            }
          />
        </>
      )}
      {anonymousAllowed && (
        <Anonymous>
          <label htmlFor={anonymousId}>
            <input
              id={anonymousId}
              type="checkbox"
              name="anonymous"
              value="1"
              checked={draft.anonymous === true}
              onChange={(event) => change({ anonymous: event.target.checked })}
              aria-describedby={`${anonymousId}-hint`}
            />
            이름 없이 보내기
          </label>
          <Hint id={`${anonymousId}-hint`}>
            {guest
              ? "닉네임은 내 편지를 알아보는 데만 쓰여요. 받는 사람과 만든 사람에게는 ‘익명’으로 보여요."
              : "받는 사람과 만든 사람에게 이름 대신 ‘익명’으로 보여요."}
          </Hint>
        </Anonymous>
      )}
      <StampSelector
        stamps={stamps}
        selectedId={draft.honeyStampId}
        onSelect={(stamp) => change({ honeyStampId: stamp.id })}
        name="honeyStampId"
      />
      {tried && stampProblem && <ErrorText role="alert">{stampProblem}</ErrorText>}
      <LetterBox>
        <LetterLabel htmlFor={letterId}>편지</LetterLabel>
        <Area
          id={letterId}
          name="content"
          value={draft.content}
          onChange={(event) => change({ content: event.target.value })}
          placeholder="함께한 순간, 고마웠던 일, 응원의 말을 적어주세요."
          aria-invalid={(tried && Boolean(contentProblem)) || count > JAR_LETTER_MAX || undefined}
          aria-describedby={`${letterId}-count`}
        />
        <Counter id={`${letterId}-count`} over={count > JAR_LETTER_MAX}>
          {count}/{JAR_LETTER_MAX}
        </Counter>
        {tried && contentProblem && <ErrorText role="alert">{contentProblem}</ErrorText>}
      </LetterBox>
      {jarId && <LetterPhoto jarId={jarId} photo={photo} onChange={setPhoto} onError={say} />}
      {error && ![nameProblem, stampProblem, contentProblem].includes(error) && (
        <ErrorText role="alert">{error}</ErrorText>
      )}
      <Row>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={sending} fullWidth>
            취소
          </Button>
        )}
        <Button type="submit" pending={sending} disabled={photo === "busy"} fullWidth>
          {submitText}
        </Button>
      </Row>
    </Form>
  );
}
