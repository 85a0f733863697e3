// /compliment/:id (public): the received-praise landing (SPEC §2, §4). Shows the praise and what the
// viewer can do with it: the sender cannot save it (MYSELF), a saved one links to its group, an
// anonymous viewer logs in first (the uuid kept as pending), anyone else saves it into a group.
import { HOLD_TAP } from "@contract/early-taps";
import { honorific } from "@contract/honorific";
import { keepPath } from "@contract/keep";
import { receiverNamesOf, receiversLabel } from "@contract/receiver-names";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState, useTransition } from "react";
import { ApiError } from "../../api/api-error";
import { receiveQueries } from "../../api/receive";
import { clearPendingUuid, getPendingUuid } from "../../api/session";
import { loginStartUrl } from "../../lib/kakao-login";
import { useLoggedIn } from "../../lib/use-logged-in";
import { Button } from "../../ui/button";
import { SaveImageButton, useSaveAsImage } from "../../ui/image-save";
import { PageHeader } from "../../ui/page-header";
import { RelayChain } from "../../ui/relay-chain";
import { Spinner } from "../../ui/spinner";
import { useToast } from "../../ui/toast";
import { VisuallyHidden } from "../../ui/visually-hidden";
import {
  ActionLink,
  Actions,
  Failure,
  HomeLink,
  ImageAction,
  KeepForm,
  Loading,
  Main,
  Notices,
  Page,
  SavedNote,
  Title,
} from "./landing-layout";
import { notices } from "./landing-notices";
import { ReceivedPraiseCard } from "./received-praise-card";
import { useKeepOnReturn, useLogInToKeep } from "./use-log-in-to-keep";

export const PRAISE_IMAGE_FILE = "칭찬 이미지.png";

// Only a member who can save needs the group picker, and only the one who kept it the reactions:
// an anonymous receiver's first load leaves both out.
const KeepToGroupSheet = lazy(() =>
  import("./keep-to-group-sheet").then(({ KeepToGroupSheet }) => ({ default: KeepToGroupSheet })),
);

const LandingReaction = lazy(() =>
  import("./landing-reaction").then(({ LandingReaction }) => ({ default: LandingReaction })),
);

// Who kept it and how they answered, for its sender alone.
const SenderKeepers = lazy(() => import("./sender-keepers").then(({ SenderKeepers }) => ({ default: SenderKeepers })));

// Continuing the relay, for a member who kept it; out of an anonymous first load too.
const RelayAction = lazy(() => import("./relay-action").then(({ RelayAction }) => ({ default: RelayAction })));

// Decision 023: right after a save, and for a member the praise does not name: members only.
const KeptNow = lazy(() => import("./kept-now").then(({ KeptNow }) => ({ default: KeptNow })));
const NotNamedNote = lazy(() => import("./not-named").then(({ NotNamedNote }) => ({ default: NotNamedNote })));
const NotNamedConfirm = lazy(() => import("./not-named").then(({ NotNamedConfirm }) => ({ default: NotNamedConfirm })));

/** `id`: the praise's uuid from the address (the router's param, or the drawn entry's path). */
/**
 * '꿀 저장하기': the sheet (or the question) opens as a transition, so the tap's next frame is this
 * button busy, not the whole page and sheet drawn at once, which held the tap on a slow phone (`npm
 * run bench -- --only drawn-taps`). The busy state is this button's own: only it is drawn for the tap.
 */
function KeepButton({ uuid, open }: { uuid: string; open: () => void }) {
  const [opening, startOpening] = useTransition();
  // Without script the form asks the worker for the member's groups (decision 042): one button either way.
  return (
    <KeepForm method="get" action={keepPath(uuid)}>
      <Button
        type="submit"
        pending={opening}
        onClick={(event) => {
          event.preventDefault();
          startOpening(open);
        }}
        aria-haspopup="dialog"
      >
        꿀 저장하기
      </Button>
    </KeepForm>
  );
}

/** `relayOffered`: the worker drew the page offering the relay (the host takes it), for the hydration to match. */
export function ReceivedPraisePage({ id, relayOffered = false }: { id: string; relayOffered?: boolean }) {
  const toast = useToast();
  // The worker renders this page logged out; a stored session takes over right after hydration.
  const loggedIn = useLoggedIn();
  // A member's view replaces the anonymous one the page may have been drawn with; until it answers,
  // the praise stays on screen (the actions wait: they depend on the member's answer).
  const praise = useQuery({
    ...receiveQueries.byUuid(id, loggedIn ? "member" : "anonymous"),
    placeholderData: (previous) => previous,
  });
  const cardRef = useRef<HTMLElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The group this visit saved it into (decision 023): the page stays, for the answer and the relay.
  const [kept, setKept] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const { logInToKeep, leaving } = useLogInToKeep(id);

  const data = praise.data ?? null;
  // 404 (not delivered or unknown) and 400 (not a uuid) both mean: there is no such praise to show.
  const missing =
    praise.isError && praise.error instanceof ApiError && praise.error.status >= 400 && praise.error.status < 500;
  const failed = praise.isError && !missing;
  const isMine = data?.sendStatus === "MYSELF";
  const savedGroupId = data && data.groupId !== -1 ? data.groupId : null;
  const receivers = data ? receiversLabel(receiverNamesOf(data)) : "";
  // Whoever goes home after keeping it sees SPEC §4's toast, with '이동' to the jar.
  const homeState = kept === null ? undefined : { showToast: true, savedGroupId: kept };
  // Decision 023: a member the praise does not name is told before saving, and asked.
  const notNamed = loggedIn && data?.viewerNamed === false && !isMine && savedGroupId === null && kept === null;

  useKeepOnReturn(
    loggedIn && data !== null && !praise.isPlaceholderData,
    !isMine && savedGroupId === null && kept === null ? () => (notNamed ? setAsking(true) : setSheetOpen(true)) : null,
  );

  const image = useSaveAsImage({
    fileName: PRAISE_IMAGE_FILE,
    alt: data ? `${honorific(data.senderName)}이 ${honorific(receivers)}에게 보낸 칭찬 카드` : "칭찬 카드",
  });

  const primary = () => {
    // An anonymous viewer's way forward does not depend on the praise: offer it at once. Without
    // script the link is the edge's login start, coming back to this praise (decision 042).
    if (!loggedIn) {
      return (
        <ActionLink
          to={loginStartUrl(`/compliment/${encodeURIComponent(id)}`)}
          onClick={logInToKeep}
          aria-busy={leaving || undefined}
          {...{ [HOLD_TAP]: "" }}
        >
          로그인하고 꿀 저장하기
        </ActionLink>
      );
    }
    if (kept !== null) {
      return (
        <ActionLink to="/" state={homeState}>
          내 꿀단지로 가기
        </ActionLink>
      );
    }
    if (praise.isPending || praise.isPlaceholderData) {
      return (
        <Button disabled pending>
          꿀 저장하기
        </Button>
      );
    }
    if (failed) return <Button onClick={() => void praise.refetch()}>다시 시도</Button>;
    if (missing || !data) return <ActionLink to="/">홈으로 가기</ActionLink>;
    if (isMine) return <Button disabled>내가 보낸 꿀이에요</Button>;
    if (savedGroupId !== null) return <ActionLink to={`/group/${savedGroupId}`}>저장한 그룹 보기</ActionLink>;
    return <KeepButton uuid={id} open={() => (notNamed ? setAsking(true) : setSheetOpen(true))} />;
  };

  const title = missing ? "꿀을 찾을 수 없어요" : data ? `${honorific(receivers)}에게 꿀이 도착했어요!` : "도착한 꿀";

  return (
    <Page>
      <PageHeader
        title="도착한 꿀"
        background="$cream"
        // A member's way home; on a missing praise anyone's (nothing here to stay for).
        left={loggedIn || missing ? <HomeLink to="/" state={homeState} /> : undefined}
      />
      <Main>
        {praise.isPending ? (
          <Loading role="status">
            <Spinner size="lg" />
            <VisuallyHidden>칭찬을 불러오는 중이에요</VisuallyHidden>
          </Loading>
        ) : failed ? (
          <Loading role="alert">
            <Failure>
              <p>{praise.error.message}</p>
              {!loggedIn && (
                <Button variant="secondary" onClick={() => void praise.refetch()}>
                  다시 시도
                </Button>
              )}
            </Failure>
          </Loading>
        ) : (
          <>
            <Title>{title}</Title>
            {notNamed && (
              <Suspense fallback={null}>
                <NotNamedNote receivers={receivers} />
              </Suspense>
            )}
            <ReceivedPraiseCard praise={data} ref={cardRef} />
            {data && (
              <ImageAction>
                <SaveImageButton image={image} target={cardRef} />
              </ImageAction>
            )}
            {data && <RelayChain steps={data.relay ?? []} length={data.relayLength ?? 0} />}
            {isMine && data.keepers && data.keepers.length > 0 && (
              <Suspense fallback={null}>
                <SenderKeepers praise={data} />
              </Suspense>
            )}
            {kept !== null ? (
              <Suspense fallback={null}>
                <KeptNow ready={savedGroupId !== null && !!data?.canReact} answered={!!data?.reaction} />
              </Suspense>
            ) : (
              savedGroupId !== null && !isMine && <SavedNote>이미 내 꿀단지에 저장한 꿀이에요.</SavedNote>
            )}
            {/* The member who kept it may answer with a honey reaction (their own view only). */}
            {loggedIn && data?.canReact && typeof data.receivePraiseId === "number" && !praise.isPlaceholderData && (
              <Suspense fallback={null}>
                <LandingReaction
                  receivePraiseId={data.receivePraiseId}
                  initial={data.reaction}
                  senderName={data.senderName}
                  uuid={id}
                  content={data.content}
                />
              </Suspense>
            )}
            {loggedIn && data && savedGroupId !== null && !isMine && !praise.isPlaceholderData && (
              <Suspense fallback={null}>
                <RelayAction uuid={id} senderName={data.senderName} drawnOffer={relayOffered} />
              </Suspense>
            )}
            <Notices aria-labelledby="praise-notices">
              <h3 id="praise-notices">알아두세요</h3>
              <ul>
                {notices({ missing, loggedIn, isMine, saved: savedGroupId !== null }).map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            </Notices>
          </>
        )}
      </Main>
      <Actions>{primary()}</Actions>
      {image.viewer}
      {notNamed && (
        <Suspense fallback={null}>
          <NotNamedConfirm
            open={asking}
            receivers={receivers}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              setSheetOpen(true);
            }}
          />
        </Suspense>
      )}
      {loggedIn && data && !isMine && savedGroupId === null && (
        <Suspense fallback={null}>
          <KeepToGroupSheet
            uuid={id}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            suggestedName={data.groupName}
            onKept={(groupId) => {
              if (getPendingUuid() === id) clearPendingUuid();
              // Decision 023: the page stays, for the answer and the relay; home is one tap away.
              setSheetOpen(false);
              setKept(groupId);
            }}
            onConflict={(message) => {
              setSheetOpen(false);
              toast.show(message);
            }}
            onError={(message) => toast.show(message)}
          />
        </Suspense>
      )}
    </Page>
  );
}
