// /jar/new: a member makes a jar the whole team fills (decision 024) — for whom (≤ 8), the occasion, a
// title (≤ 20, suggested from the two until the member writes their own), the day it opens (KST,
// today to 60 days ahead) and whether letters without a name are allowed (decision 036, off by
// default). Checked with the contract's rules first; a failed call keeps every field and shows the
// host's message; one tap makes one jar. Then the jar's two links (jar-links-page).
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { useCreateJar } from "../../api/jars";
import { jarToday, opensOnNote, opensOnRange } from "../../lib/jar-days";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";
import { AnonymousField } from "./anonymous-field";
import {
  checkJarForm,
  firstInvalid,
  fitsName,
  fitsTitle,
  initialJarForm,
  JAR_FORM_MESSAGES,
  type JarField,
  type JarFieldErrors,
  type JarForm,
  shownTitle,
  suggestedTitleOf,
} from "./jar-form";
import { OccasionField } from "./occasion-field";

const Page = styled("form", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  backgroundColor: "$white",
});
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$5", padding: "$4 $5 $6" });
const Intro = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Heading = styled("h2", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" });
const Sub = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal", wordBreak: "keep-all" });
const Fields = styled("div", { display: "flex", flexDirection: "column", gap: "$3" });
const DateField = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Label = styled("label", { fontSize: "$sm", fontWeight: "$medium", color: "$textSub" });
const DateInput = styled("input", {
  all: "unset",
  boxSizing: "border-box",
  minHeight: "52px",
  padding: "0 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$gray200",
  fontSize: "$md",
  color: "$text",
  "&:focus-visible": { boxShadow: "inset 0 0 0 2px $colors$honeyDeep" },
  "&[aria-invalid='true']": { boxShadow: "inset 0 0 0 2px $colors$danger" },
});
const Note = styled("p", {
  minHeight: "1.25rem",
  fontSize: "$xs",
  lineHeight: "1.25rem",
  color: "$textSub",
  variants: { tone: { error: { color: "$danger" } } },
});
const Failure = styled("p", {
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "#FDECEA",
  color: "$danger",
  fontSize: "$sm",
  lineHeight: "$normal",
  wordBreak: "keep-all",
});
const Actions = styled(BottomBar, { defaultVariants: { divided: true } });

const FIELD_IDS: Record<JarField, string> = {
  recipientName: "jar-recipient",
  occasion: "jar-occasion-first",
  title: "jar-title",
  opensOn: "jar-opens-on",
};

export function JarCreatePage() {
  const navigate = useNavigate();
  const create = useCreateJar();
  const [today] = useState(() => jarToday());
  const [form, setForm] = useState<JarForm>(() => initialJarForm(today));
  const [errors, setErrors] = useState<JarFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A second tap before the first call's state has rendered still makes one jar.
  const sending = useRef(false);
  const dateNoteId = useId();
  const { min, max } = opensOnRange(today);

  const update = (patch: Partial<JarForm>, field: JarField, error?: string) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: error }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const checked = checkJarForm(form, today);
    if (!checked.request) {
      setErrors(checked.errors);
      const field = firstInvalid(checked.errors);
      if (field) document.getElementById(FIELD_IDS[field])?.focus();
      return;
    }
    sending.current = true;
    try {
      const { jarId } = await create.mutateAsync(checked.request);
      void navigate(`/jar/links/${encodeURIComponent(jarId)}`, { replace: true, state: { created: true } });
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : JAR_FORM_MESSAGES.failed);
    } finally {
      sending.current = false;
    }
  };

  const title = shownTitle(form);
  const dateError = errors.opensOn;

  return (
    <Page onSubmit={submit} noValidate aria-labelledby="jar-create-heading">
      <PageHeader left={<BackButton />} title="꿀단지 만들기" />
      <Main>
        <Intro>
          <Heading id="jar-create-heading">함께 채우는 꿀단지를 만들어요</Heading>
          <Sub>팀원 모두가 편지를 담고, 여는 날에 받는 사람이 꿀단지를 열어봐요.</Sub>
        </Intro>
        <Fields>
          <TextInput
            id={FIELD_IDS.recipientName}
            label="누구를 위한 꿀단지인가요?"
            placeholder="받는 사람 이름"
            autoComplete="off"
            enterKeyHint="next"
            value={form.recipientName}
            message={errors.recipientName ? { tone: "error", text: errors.recipientName } : null}
            onChange={(value) => {
              // SPEC §5: beyond 8 characters the input is not updated and the message shows.
              if (!fitsName(value)) update({}, "recipientName", JAR_FORM_MESSAGES.nameTooLong);
              else update({ recipientName: value }, "recipientName");
            }}
          />
          <OccasionField
            firstId={FIELD_IDS.occasion}
            value={form.occasion}
            error={errors.occasion}
            onChange={(occasion) => update({ occasion }, "occasion")}
          />
          <TextInput
            id={FIELD_IDS.title}
            label="제목"
            placeholder={suggestedTitleOf(form) || "받는 사람과 날을 고르면 제목을 추천해드려요"}
            autoComplete="off"
            enterKeyHint="next"
            value={title}
            message={errors.title ? { tone: "error", text: errors.title } : null}
            onChange={(value) => {
              if (!fitsTitle(value)) update({}, "title", JAR_FORM_MESSAGES.titleTooLong);
              else update({ title: value, titleEdited: true }, "title");
            }}
          />
          <AnonymousField
            checked={form.anonymousAllowed}
            onChange={(anonymousAllowed) => setForm((current) => ({ ...current, anonymousAllowed }))}
          />
          <DateField>
            <Label htmlFor={FIELD_IDS.opensOn}>여는 날</Label>
            <DateInput
              id={FIELD_IDS.opensOn}
              type="date"
              required
              min={min}
              max={max}
              value={form.opensOn}
              aria-invalid={!!dateError || undefined}
              aria-describedby={dateNoteId}
              onChange={(event) => update({ opensOn: event.target.value }, "opensOn")}
            />
            <Note id={dateNoteId} tone={dateError ? "error" : undefined} aria-live="polite">
              {dateError ?? (form.opensOn >= min && form.opensOn <= max ? opensOnNote(form.opensOn, today) : "")}
            </Note>
          </DateField>
        </Fields>
        {failure && <Failure role="alert">{failure}</Failure>}
      </Main>
      <Actions>
        <Button type="submit" fullWidth pending={create.isPending}>
          꿀단지 만들기
        </Button>
      </Actions>
    </Page>
  );
}
