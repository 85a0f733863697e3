// E-mail verification fields (SPEC §4, §5), shared by sign-up and the e-mail change: first only the
// address; after a send the code field appears with a 300 s countdown (m:ss, one tick a second) and
// the button reads '재전송'; a match locks the field with the verified message; editing resets it.
// The calls come in as props, so this widget knows no API.
import { EMAIL_MESSAGES } from "@contract/auth";
import { useEffect, useId, useState } from "react";
import { Button } from "./button";
import { hitArea } from "./hit-area";
import { type FieldMessage, TextInput } from "./text-input";
import { styled } from "./theme";
import { useToast } from "./toast";

export const CODE_TTL_SECONDS = 300;
const CODE_LENGTH = 6;

export const VERIFIED = EMAIL_MESSAGES.verified;
export const EXPIRED = EMAIL_MESSAGES.expired;
export const SENT = EMAIL_MESSAGES.sent;

/** 300 → "5:00", 59 → "0:59". */
export const formatCountdown = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

export type EmailVerificationValue = { email: string; code: string; verified: boolean };

export type EmailVerificationProps = {
  value: EmailVerificationValue;
  onChange: (value: EmailVerificationValue) => void;
  /** The message to show under a non-empty address that cannot be sent, else null. */
  validateEmail: (email: string) => string | null;
  /** Rejects with an Error whose message is shown as a toast. */
  sendCode: (email: string) => Promise<void>;
  /** Rejects with an Error whose message is shown under the code. */
  checkCode: (email: string, code: string) => Promise<void>;
  emailLabel?: string;
  emailPlaceholder?: string;
};

const Fields = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });

const SlotButton = styled(Button, {
  ...hitArea(), // 36 px tall beside the field, 44 px to the finger
  minHeight: "36px",
  padding: "0 $3",
  borderRadius: "$sm",
  fontSize: "$sm",
  whiteSpace: "nowrap",
  flexShrink: 0,
});

const Timer = styled("span", {
  fontSize: "$sm",
  fontWeight: "$medium",
  color: "$danger",
  fontVariantNumeric: "tabular-nums",
  flexShrink: 0,
});

export function EmailVerification({
  value,
  onChange,
  validateEmail,
  sendCode,
  checkCode,
  emailLabel = "이메일",
  emailPlaceholder = "example@email.com",
}: EmailVerificationProps) {
  const toast = useToast();
  const id = useId();
  // A verified draft comes back verified (and locked) after a reload.
  const [sent, setSent] = useState(value.verified);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(CODE_TTL_SECONDS);
  const [codeMessage, setCodeMessage] = useState<FieldMessage | null>(
    value.verified ? { tone: "success", text: VERIFIED } : null,
  );
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  const emailError = value.email ? validateEmail(value.email) : null;
  const expired = sent && !value.verified && deadline !== null && remaining <= 0;

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        setCodeMessage({ tone: "error", text: EXPIRED });
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const changeEmail = (email: string) => {
    // A new address starts over: no code, no countdown, not verified.
    setSent(false);
    setDeadline(null);
    setCodeMessage(null);
    onChange({ email, code: "", verified: false });
  };

  const changeCode = (raw: string) => {
    if (value.verified) return;
    const code = raw.replace(/\D/g, "").slice(0, CODE_LENGTH);
    if (!expired) setCodeMessage(null);
    onChange({ ...value, code, verified: false });
  };

  const send = async () => {
    setSending(true);
    try {
      await sendCode(value.email.trim());
      setSent(true);
      setDeadline(Date.now() + CODE_TTL_SECONDS * 1000);
      setRemaining(CODE_TTL_SECONDS);
      setCodeMessage(null);
      onChange({ ...value, code: "", verified: false });
      toast.show(SENT, { duration: 3000 });
      requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
    } catch (error) {
      toast.show(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const check = async () => {
    setChecking(true);
    try {
      await checkCode(value.email.trim(), value.code);
      setDeadline(null);
      setCodeMessage({ tone: "success", text: VERIFIED });
      onChange({ ...value, verified: true });
    } catch (error) {
      setCodeMessage({ tone: "error", text: error instanceof Error ? error.message : String(error) });
    } finally {
      setChecking(false);
    }
  };

  const canSend = value.email.trim() !== "" && emailError === null && !sending && !value.verified;
  const canCheck = value.code.length === CODE_LENGTH && !expired && !checking && !value.verified;

  return (
    <Fields>
      <TextInput
        id={`${id}-email`}
        label={emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={emailPlaceholder}
        value={value.email}
        onChange={changeEmail}
        message={emailError ? { tone: "error", text: emailError } : null}
        rightSlot={
          <SlotButton
            variant={sent ? "secondary" : "primary"}
            disabled={!canSend}
            pending={sending}
            onClick={() => void send()}
          >
            {sent ? "재전송" : "인증 요청"}
          </SlotButton>
        }
      />
      {sent && (
        <TextInput
          id={`${id}-code`}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={`${CODE_LENGTH}자리 숫자`}
          value={value.code}
          readOnly={value.verified}
          onChange={changeCode}
          message={codeMessage}
          rightSlot={
            <>
              {!value.verified && deadline !== null && (
                <Timer role="timer" aria-label={`남은 시간 ${formatCountdown(remaining)}`}>
                  {formatCountdown(remaining)}
                </Timer>
              )}
              <SlotButton variant="secondary" disabled={!canCheck} pending={checking} onClick={() => void check()}>
                {value.verified ? "완료" : "확인"}
              </SlotButton>
            </>
          }
        />
      )}
    </Fields>
  );
}
