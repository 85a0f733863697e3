// /compliment/send/content: send step 2 (SPEC §2, §4) — stamp, letter, help and preview, then send:
// POST → uuid → KakaoTalk share → poll the send check every 3 s until not FAIL → complete page. A
// share that never reached KakaoTalk shows the praise where it stands instead, to share it later.
// The uuid being delivered rides in the history entry's state, so a reload resumes the wait. Once the
// host has answered a uuid the draft is gone (lib/drafts.ts rememberSentPraise): back, a reload or a
// second tap meet that praise (SentPraiseStatus), never a letter ready to send again.
import { honorific } from "@contract/honorific";
import { receiversLabel } from "@contract/receiver-names";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { ApiError } from "../../api/api-error";
import { clientConfigQuery } from "../../api/config";
import { groupQueries } from "../../api/groups";
import { pollIntervals, type SendAnswer, sendQueries, useSendPraise } from "../../api/send";
import { getSession } from "../../api/session";
import { rememberSentPraise, type SentPraise } from "../../lib/drafts";
import { isFirstPageOfSession } from "../../lib/in-app";
import { loadKakaoSdk, shareFailed } from "../../lib/kakao-sdk";
import { Button } from "../../ui/button";
import { StampSelector } from "../../ui/stamp-selector";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { LetterField } from "./letter-field";
import { SEND_MESSAGES } from "./messages";
import { Heading, SendLayout } from "./send-layout";
import { SendWaiting } from "./send-waiting";
import { SentPraiseStatus } from "./sent-praise-status";
import { useSharePraise } from "./share-praise";
import { SharePreviewModal } from "./share-preview-modal";
import { hasTarget, newSendKey, receiversOf, useSendDraft, useSentPraise } from "./use-send-draft";

type SendingState = { sendingUuid?: string } | null;

const Intro = styled("div", { display: "flex", flexDirection: "column", gap: "$2" });
const Sub = styled("p", { fontSize: "$sm", color: "$textSub" });
const SendError = styled("div", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$3",
  padding: "$3 $4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  boxShadow: "inset 0 0 0 1px $colors$danger",
  color: "$danger",
  fontSize: "$sm",
});

export function SendContentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [sent, forget] = useSentPraise();
  const waiting = (location.state as SendingState)?.sendingUuid !== undefined;
  if (sent && !waiting)
    return (
      <SentPraiseStatus
        sent={sent}
        onBack={() => void navigate("/", { replace: true })}
        onNew={() => {
          forget();
          void navigate("/compliment/send/target", { replace: true });
        }}
      />
    );
  return <LetterStep sent={sent} />;
}

function LetterStep({ sent }: { sent: SentPraise | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, update] = useSendDraft();
  const receivers = receiversOf(draft);
  const receiverLabel = receiversLabel(receivers);
  const [previewOpen, setPreviewOpen] = useState(false);
  const { share, sharing } = useSharePraise();
  /** A send under way: a second tap before the button shows it is ignored, not sent again. */
  const sending = useRef(false);
  /** The last send did not reach the host (or the host failed): offer a retry with the same key. */
  const [sendFailed, setSendFailed] = useState(false);
  const sendPraise = useSendPraise();
  const config = useQuery(clientConfigQuery);
  const stamps = useQuery(sendQueries.stamps());
  const sender = getSession().userName ?? "";

  const uuid = (location.state as SendingState)?.sendingUuid ?? null;
  const check = useQuery({
    ...sendQueries.check(uuid ?? "", pollIntervals(config.data).check),
    enabled: uuid !== null,
  });
  const delivered = check.data !== undefined && check.data.sendStatus !== "FAIL";

  // Warm the SDK up while the letter is written, so the share opens right after the send call.
  useEffect(() => {
    if (config.data) loadKakaoSdk(config.data).catch(() => {});
  }, [config.data]);

  useEffect(() => {
    if (!delivered) return;
    void queryClient.invalidateQueries({ queryKey: groupQueries.all }); // send counts changed
    // The uuid rides along so the complete page can show the kept receipt while the sender stays.
    void navigate("/compliment/send/complete", {
      replace: true,
      state: { sentUuid: uuid, sendStatus: check.data?.sendStatus },
    });
  }, [delivered, navigate, queryClient, uuid, check.data?.sendStatus]);

  if (!uuid && !hasTarget(draft)) return <Navigate to="/compliment/send/target" replace />;

  /** The praise being delivered: the one remembered (after a reload), else the draft still on screen. */
  const shareSent = async (praise: SentPraise | null, praiseUuid: string) => {
    const outcome = await share({
      uuid: praiseUuid,
      ...(praise?.shareToken ? { shareToken: praise.shareToken } : {}),
      sender,
      receiver: praise ? receiversLabel(praise.receivers) : receiverLabel,
      content: praise?.content ?? draft.content,
    });
    // KakaoTalk never had the message (no SDK, or it refused: its daily quota, an old app): nothing
    // to wait for. The praise is sent all the same; where it stands shows how to share it later.
    if (shareFailed(outcome)) void navigate(".", { replace: true, state: null });
  };

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await sendOnce();
    } finally {
      sending.current = false;
    }
  };

  const sendOnce = async () => {
    if (draft.honeyStampId === null) return toast.show(SEND_MESSAGES.stampRequired);
    if (draft.content.trim() === "") return toast.show(SEND_MESSAGES.contentRequired);
    if (!hasTarget(draft) || draft.groupId === null || draft.ongoing === null)
      return navigate("/compliment/send/target", { replace: true });
    // One key for this draft's whole life (SPEC §3's draft), kept in it, so a retry, a reload or a
    // back press cannot create a second praise when the first request reached the host but its
    // answer was lost.
    const sendKey = draft.sendKey ?? newSendKey();
    if (draft.sendKey === null) update({ sendKey });
    setSendFailed(false);
    let answer: SendAnswer | null;
    try {
      answer = await sendPraise.mutateAsync({
        body: {
          content: draft.content,
          projectStatus: draft.ongoing,
          // SPEC §7's one name where there is one, so any host takes it; the list for several (decision 022).
          ...(receivers.length === 1 ? { receiverName: receivers[0] } : { receiverNames: receivers }),
          ...(draft.relayOf ? { relayOf: draft.relayOf } : {}),
          groupId: draft.groupId,
          honeyStampId: draft.honeyStampId,
        },
        sendKey,
      });
    } catch (error) {
      // The letter stays in the draft and on screen. A lost connection or a host failure offers a
      // retry with the same key; a refusal shows the host's reason.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) setSendFailed(true);
      else toast.show(error.message);
      return;
    }
    if (!answer) {
      console.error("POST /api/send-praise answered without a uuid"); // SPEC §8: logged only
      return;
    }
    // The draft is this praise now: kept as such, and cleared with its key.
    const praiseUuid = answer.uuid;
    const praise: SentPraise = {
      uuid: praiseUuid,
      ...(answer.shareToken ? { shareToken: answer.shareToken } : {}),
      receivers,
      content: draft.content,
      honeyStampImage: draft.honeyStampImage,
    };
    rememberSentPraise(praise);
    void navigate(".", { replace: true, state: { sendingUuid: praiseUuid } satisfies SendingState });
    await shareSent(praise, praiseUuid);
  };

  const goBack = () => {
    if (uuid) return navigate(".", { replace: true, state: null }); // stop waiting: where the praise stands
    if (isFirstPageOfSession(location)) return navigate("/compliment/send/target", { replace: true });
    void navigate(-1);
  };

  if (uuid) {
    return (
      <SendLayout
        step={2}
        onBack={goBack}
        actions={
          <>
            <Button variant="secondary" onClick={goBack} disabled={sharing}>
              보낸 꿀 보기
            </Button>
            <Button onClick={() => void shareSent(sent, uuid)} pending={sharing}>
              다시 보내기
            </Button>
          </>
        }
      >
        <SendWaiting stampImage={sent?.honeyStampImage ?? draft.honeyStampImage} />
      </SendLayout>
    );
  }

  const busy = sendPraise.isPending || sharing;
  return (
    <SendLayout
      step={2}
      onBack={goBack}
      actions={
        <>
          <Button variant="secondary" onClick={() => setPreviewOpen(true)} aria-haspopup="dialog">
            미리보기
          </Button>
          <Button onClick={() => void send()} pending={busy} disabled={draft.content.trim() === ""}>
            꿀 보내기
          </Button>
        </>
      }
    >
      <Intro>
        <Heading>{`${honorific(receiverLabel)}에게 어떤 꿀을 보낼까요?`}</Heading>
        <Sub>꿀도장을 고르고 고마운 마음을 적어주세요.</Sub>
      </Intro>
      <StampSelector
        stamps={stamps}
        selectedId={draft.honeyStampId}
        onSelect={(stamp) => update({ honeyStampId: stamp.id, honeyStampImage: stamp.imageUrl })}
      />
      <LetterField value={draft.content} onChange={(content) => update({ content })} />
      {sendFailed && (
        <SendError role="alert">
          <span>{SEND_MESSAGES.sendFailed}</span>
          <Button variant="secondary" onClick={() => void send()} pending={busy}>
            {SEND_MESSAGES.retry}
          </Button>
        </SendError>
      )}
      <SharePreviewModal
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        preview={{
          sender,
          receiver: receiverLabel,
          content: draft.content,
          stampImage: draft.honeyStampImage,
        }}
      />
    </SendLayout>
  );
}
