// /profile/update: name and image. Save is enabled only with a change; leaving with changes asks
// first; success → toast and /profile (SPEC §4, §5, §8).
import { NAME_MESSAGES } from "@contract/auth";
import { type MemberInfo, PROFILE_MESSAGES } from "@contract/member";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router-dom";
import { memberQueries, useUpdateProfile } from "../../api/member";
import { useNameLimit } from "../../lib/name-limit";
import { BackButton } from "../../ui/back-button";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { hitArea } from "../../ui/hit-area";
import { LOADING_LABEL } from "../../ui/messages";
import { PageHeader } from "../../ui/page-header";
import { ProfileImagePicker, profileIndexOf } from "../../ui/profile-image-picker";
import { TextInput } from "../../ui/text-input";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { MEMBER_LOAD_FAILED } from "./profile-words";

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column" });
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$5", padding: "$4 $5 $6" });
const Label = styled("h2", { fontSize: "$sm", fontWeight: "$medium", color: "$textSub", marginBottom: "$3" });

const ChangeLink = styled(Link, {
  ...hitArea(),
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  padding: "0 $3",
  borderRadius: "$sm",
  backgroundColor: "$white",
  boxShadow: "inset 0 0 0 1px $colors$gray300",
  color: "$text",
  fontSize: "$sm",
  fontWeight: "$bold",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Footer = BottomBar;

const Skeleton = styled("div", { margin: "$4 $5", height: "420px", borderRadius: "$lg", backgroundColor: "$gray100" });

export function ProfileUpdatePage() {
  const info = useQuery(memberQueries.info());
  const images = useQuery(memberQueries.profileImages());
  return (
    <Page>
      <PageHeader title="프로필 수정" left={<BackButton />} />
      {info.data ? (
        <ProfileForm member={info.data} images={images.data} />
      ) : info.isError ? (
        <Main role="alert">{MEMBER_LOAD_FAILED}</Main>
      ) : (
        <Skeleton role="status" aria-busy="true" aria-label={LOADING_LABEL} />
      )}
    </Page>
  );
}

function ProfileForm({ member, images }: { member: MemberInfo; images: Record<string, string> | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const initialIdx = profileIndexOf(images, member.imageUrl);
  const [name, setName] = useState(member.name);
  const [idx, setIdx] = useState<number | null>(initialIdx);
  const limit = useNameLimit();
  const saved = useRef(false);

  const dirty = name !== member.name || idx !== initialIdx;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const save = useUpdateProfile();

  const changeName = (value: string) => {
    if (limit.fits(value)) setName(value);
  };

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed || idx === null) return toast.show(PROFILE_MESSAGES.nameAndImageRequired);
    const profileImageUrl = images?.[String(idx)];
    if (!profileImageUrl) return toast.show(PROFILE_MESSAGES.imageInvalid);
    void save.mutateAsync({ name: trimmed, profileImageUrl, email: member.email }).then(
      () => {
        saved.current = true;
        toast.show(PROFILE_MESSAGES.saved, { carry: true });
        void navigate("/profile", { replace: true });
      },
      () => toast.show(PROFILE_MESSAGES.saveFailed),
    );
  };

  const nameMessage = limit.refused ? NAME_MESSAGES.tooLong : name.trim() === "" ? NAME_MESSAGES.required : null;

  return (
    <>
      <Main>
        <TextInput
          id="profile-name"
          label="이름"
          value={name}
          onChange={changeName}
          onBlur={limit.settle}
          autoComplete="nickname"
          message={nameMessage ? { tone: "error", text: nameMessage } : null}
        />
        <TextInput
          id="profile-email"
          label="이메일"
          value={member.email}
          onChange={() => undefined}
          readOnly
          rightSlot={<ChangeLink to="/email/update">변경</ChangeLink>}
        />
        <section>
          <Label id="profile-image-label">프로필 이미지</Label>
          <ProfileImagePicker legend="프로필 이미지" value={idx} onChange={setIdx} />
        </section>
      </Main>
      <Footer>
        {/* SPEC §9: the name is required: nothing to save while it is empty (its message is under the field). */}
        <Button fullWidth disabled={!dirty || name.trim() === ""} pending={save.isPending} onClick={submit}>
          저장
        </Button>
      </Footer>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="변경 사항을 저장하지 않고 나갈까요?"
        description="저장하지 않은 내용은 사라져요."
        confirmText="나가기"
        cancelText="계속 수정하기"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
