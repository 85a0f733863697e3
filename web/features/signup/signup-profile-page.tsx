// /signup/profile (step 3/3): one of six images is required; then register (bearer = the Kakao
// token), which logs the new member in. With a pending praise uuid the flow ends on that praise.
import { PROFILE_MESSAGES } from "@contract/member";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { memberQueries, useRegister } from "../../api/member";
import { clearPendingUuid, getSession } from "../../api/session";
import { clearSignupDraft, markJustSignedUp, missingStep } from "../../lib/drafts";
import { takeReturnTo } from "../../lib/return-to";
import { Button } from "../../ui/button";
import { ProfileImagePicker } from "../../ui/profile-image-picker";
import { useToast } from "../../ui/toast";
import { SignupFrame } from "./signup-frame";
import { useSignupDraft } from "./use-signup-draft";

export function SignupProfilePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, update] = useSignupDraft();
  const queryClient = useQueryClient();
  const images = useQuery(memberQueries.profileImages());
  /** A register call under way: a second tap before the button shows it is ignored (the host would answer 409). */
  const registering = useRef(false);
  /** The tap came before the images' addresses (the pictures themselves are the app's own): it waits for them. */
  const [waitingForImages, setWaitingForImages] = useState(false);

  // The Kakao login this sign-up started from waits in the worker's cookie (decision 021).
  const signUp = useRegister({
    registered: (login) => {
      clearSignupDraft();
      const { uuid } = getSession();
      const back = takeReturnTo();
      if (back) {
        void navigate(back, { replace: true });
      } else if (uuid) {
        clearPendingUuid();
        void navigate(`/compliment/${encodeURIComponent(uuid)}?name=${encodeURIComponent(login.memberName)}`, {
          replace: true,
        });
      } else {
        markJustSignedUp();
        void navigate("/signup/complete", { replace: true });
      }
    },
    failed: (error) => {
      registering.current = false; // refused: a tap may try again
      // SPEC §8: a sign-up failure is logged; the member also gets the reason, and a login that
      // is gone or already a member goes back to /login.
      console.warn("[signup] register failed:", error);
      const leaving = error instanceof ApiError && (error.status === 401 || error.status === 409);
      toast.show(error.message, { carry: leaving });
      if (leaving) void navigate("/login", { replace: true });
    },
  });
  const register = (imageUrl: string) =>
    signUp.mutate({
      serviceTerm: 1,
      personalInfo: 1,
      emailMarketing: draft.isCheckedTerms[2] ? 1 : 0,
      name: draft.name.trim(),
      email: draft.email.trim(),
      imageUrl,
      onboarding: 0,
    });

  const finish = async () => {
    const missing = missingStep(draft);
    if (missing) return navigate(missing);
    if (registering.current) return;
    registering.current = true;
    // On a slow network the catalogue may still be on its way when the member taps: wait for it,
    // rather than call a picture they can see on screen invalid.
    let catalogue = images.data;
    if (!catalogue) {
      setWaitingForImages(true);
      catalogue = await queryClient.fetchQuery(memberQueries.profileImages()).catch(() => undefined);
      setWaitingForImages(false);
    }
    const imageUrl = catalogue?.[String(draft.profileIdx)];
    if (!imageUrl) {
      registering.current = false;
      return toast.show(PROFILE_MESSAGES.imageInvalid);
    }
    register(imageUrl);
  };

  return (
    <SignupFrame
      title="프로필 이미지 선택"
      step={3}
      prompt={"마음에 드는\n프로필을 골라주세요"}
      description="나중에 마이페이지에서 바꿀 수 있어요."
      footer={
        <Button
          fullWidth
          disabled={draft.profileIdx === null}
          pending={signUp.isPending || waitingForImages}
          onClick={() => void finish()}
        >
          가입 완료
        </Button>
      }
    >
      <ProfileImagePicker
        legend="프로필 이미지"
        value={draft.profileIdx}
        onChange={(profileIdx) => update({ profileIdx })}
      />
    </SignupFrame>
  );
}
