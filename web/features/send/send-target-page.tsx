// /compliment/send/target: send step 1 (SPEC §2) — receiver name (≤ 8; up to 5, decision 022), group (picked in a sheet),
// ongoing activity. '다음' needs all three. Above them, the people the member last exchanged praise
// with, a tap each (decision 034). Leaving the flow with entered data asks first ('우리 팀', where the
// draft gains a receiver, is not leaving it); the draft keeps everything across reloads. Once the
// draft became a praise, where that praise stands.
import { honorific } from "@contract/honorific";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useBlocker, useLocation, useNavigate } from "react-router-dom";
import { clientConfigQuery } from "../../api/config";
import { clearSendDraft } from "../../lib/drafts";
import { isFirstPageOfSession } from "../../lib/in-app";
import { takeRelayFrom } from "../../lib/relay";
import { draftInProgress, sendToPatch } from "../../lib/send-to-person";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { styled } from "../../ui/theme";
import { GroupField } from "./group-field";
import { OngoingField } from "./ongoing-field";
import { ReceiverField } from "./receiver-field";
import { RecentPeople } from "./recent-people";
import { Heading, SendLayout } from "./send-layout";
import { SentPraiseStatus } from "./sent-praise-status";
import { hasTarget, useSendDraft, useSentPraise } from "./use-send-draft";

const SEND_FLOW = "/compliment/send/";
/** '우리 팀' fills this draft ('꿀 보내기' there brings the member back to this step). */
const TEAM = "/team";

const Intro = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Sub = styled("p", { fontSize: "$sm", color: "$textSub" });
const Fields = styled("div", { display: "flex", flexDirection: "column", gap: "$3" });
const RelayNote = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$2",
  padding: "$2 $2 $2 $4",
  borderRadius: "$md",
  backgroundColor: "$cream",
  fontSize: "$sm",
  color: "$honeyDark",
  fontWeight: "$bold",
  wordBreak: "keep-all",
  // The note's text gives way (it may take three lines at 320 px); the button's label never wraps.
  "& > span": { flex: 1, minWidth: 0 },
  "& > button": { flexShrink: 0, whiteSpace: "nowrap" },
});

export function SendTargetPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  // '릴레이 이어가기' followed as a link (before the landing listened): the relay its address carries
  // goes into the draft before anything reads it, and the address is left clean (a reload keeps the draft).
  const [relayInAddress] = useState(() => takeRelayFrom(search));
  useEffect(() => {
    if (relayInAddress) void navigate({ search: "" }, { replace: true });
  }, [relayInAddress, navigate]);
  const [sent, forget] = useSentPraise();
  if (sent) return <SentPraiseStatus sent={sent} onBack={() => void navigate("/", { replace: true })} onNew={forget} />;
  return <TargetStep />;
}

function TargetStep() {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, update] = useSendDraft();
  // Several receivers where the praise host declares them (the worker's client settings), else one.
  const receiversMax = useQuery(clientConfigQuery).data?.receiversMax ?? 1;
  const dirty = draftInProgress(draft);

  const blocker = useBlocker(
    ({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(SEND_FLOW) && nextLocation.pathname !== TEAM,
  );

  const goBack = () => {
    // Opened directly (no history inside the app): back means home.
    if (isFirstPageOfSession(location)) void navigate("/", { replace: true });
    else void navigate(-1);
  };

  return (
    <SendLayout
      step={1}
      onBack={goBack}
      actions={
        <Button fullWidth disabled={!hasTarget(draft)} onClick={() => navigate("/compliment/send/content")}>
          다음
        </Button>
      }
    >
      <Intro>
        <Heading>누구에게 꿀을 보낼까요?</Heading>
        <Sub>칭찬을 받을 팀원과 함께한 그룹을 알려주세요.</Sub>
      </Intro>
      {draft.relayOf && (
        <RelayNote role="status" data-testid="relay-note">
          <span>{`칭찬 릴레이: ${honorific(draft.relayFrom)}에게 받은 칭찬을 이어서 보내요`}</span>
          <Button variant="secondary" onClick={() => update({ relayOf: null, relayFrom: "" })}>
            이어가기 취소
          </Button>
        </RelayNote>
      )}
      <RecentPeople onPick={(person) => update(sendToPatch(draft, person, receiversMax))} />
      <Fields>
        <ReceiverField
          max={receiversMax}
          typed={draft.receiverName}
          names={receiversMax > 1 ? draft.receiverNames : []}
          onChange={update}
        />
        <GroupField
          groupId={draft.groupId}
          groupName={draft.groupName}
          onChange={(group) => update({ groupId: group.groupId, groupName: group.groupName })}
        />
        <OngoingField value={draft.ongoing} onChange={(ongoing) => update({ ongoing })} />
      </Fields>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="꿀 보내기를 그만둘까요?"
        description={"지금 나가면 작성 중인 내용이 사라져요."}
        confirmText="나가기"
        cancelText="계속 작성하기"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => {
          clearSendDraft();
          blocker.proceed?.();
        }}
      />
    </SendLayout>
  );
}
