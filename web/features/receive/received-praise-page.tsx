// /compliment/:id (public): the received-praise landing (SPEC §2, §4). Shows the praise and what the
// viewer can do with it: the sender cannot save it (MYSELF), a saved one links to its group, an
// anonymous viewer logs in first (the uuid kept as pending), anyone else saves it into a group.
import { receiverNamesOf, receiversLabel } from "@contract/receiver-names";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { receiveQueries } from "../../api/receive";
import { clearPendingUuid, getPendingUuid } from "../../api/session";
import { AppLink, useNavigateTo } from "../../lib/nav";
import { useLoggedIn } from "../../lib/use-logged-in";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { SaveImageButton, useSaveAsImage } from "../../ui/image-save";
import { PageHeader } from "../../ui/page-header";
import { RelayChain } from "../../ui/relay-chain";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { notices } from "./landing-notices";
import { ReceivedPraiseCard } from "./received-praise-card";
import { useLogInToSave } from "./use-log-in-to-save";

export const PRAISE_IMAGE_FILE = "칭찬 이미지.png";

// Only a member who can save needs the group picker, and only the one who kept it the reactions:
// an anonymous receiver's first load leaves both out.
const SaveToGroupSheet = lazy(() =>
  import("./save-to-group-sheet").then(({ SaveToGroupSheet }) => ({ default: SaveToGroupSheet })),
);

const LandingReaction = lazy(() =>
  import("./landing-reaction").then(({ LandingReaction }) => ({ default: LandingReaction })),
);

// Issue 29.5: who kept it and how they answered, for its sender alone.
const SenderKeepers = lazy(() => import("./sender-keepers").then(({ SenderKeepers }) => ({ default: SenderKeepers })));

// Issue 29.3: continuing the relay, for a member who kept it; out of an anonymous first load too.
const RelayAction = lazy(() => import("./relay-action").then(({ RelayAction }) => ({ default: RelayAction })));

const Page = styled("div", {
  display: "flex",
  flexDirection: "column",
  minHeight: "100dvh",
  background: "linear-gradient(180deg, $cream 0%, $white 60%)",
});
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$5", padding: "$2 $5 $6" });
const Title = styled("h2", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" });
const Loading = styled("div", { flex: 1, display: "grid", placeItems: "center", minHeight: "320px" });

const Notices = styled("section", {
  display: "flex",
  flexDirection: "column",
  gap: "$2",
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$gray50",
  "& h3": { fontSize: "$sm", fontWeight: "$bold" },
  "& ul": { margin: 0, paddingLeft: "1.1em", display: "flex", flexDirection: "column", gap: "$1" },
  "& li": { fontSize: "$xs", color: "$textSub", lineHeight: "$normal" },
});

const Actions = styled(BottomBar, {
  paddingBottom: "calc($4 + env(safe-area-inset-bottom, 0px))",
  defaultVariants: { divided: true },
});

const ActionLink = styled(AppLink, {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "$touch",
  padding: "0 $5",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textAlign: "center",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

// Beside the card's bottom edge, on the right: the page's main action stays the save button below.
const ImageAction = styled("div", { alignSelf: "flex-end", marginTop: "-$2" });

const HomeLink = styled(AppLink, {
  display: "grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  borderRadius: "$pill",
  color: "$text",
  "&:focus-visible": { outline: "3px solid $focus" },
});

const Failure = styled("div", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$3",
  color: "$textSub",
  textAlign: "center",
});

const SavedNote = styled("p", { fontSize: "$sm", fontWeight: "$medium", color: "$greenDeep", textAlign: "center" });

/** `id`: the praise's uuid from the address (the router's param, or the drawn entry's path). */
export function ReceivedPraisePage({ id }: { id: string }) {
  const navigate = useNavigateTo();
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
  const { logInToSave, leaving } = useLogInToSave(id);

  const data = praise.data ?? null;
  // 404 (not delivered or unknown) and 400 (not a uuid) both mean: there is no such praise to show.
  const missing =
    praise.isError && praise.error instanceof ApiError && praise.error.status >= 400 && praise.error.status < 500;
  const failed = praise.isError && !missing;
  const isMine = data?.sendStatus === "MYSELF";
  const savedGroupId = data && data.groupId !== -1 ? data.groupId : null;

  const image = useSaveAsImage({
    fileName: PRAISE_IMAGE_FILE,
    alt: data ? `${data.senderName}님이 ${receiversLabel(receiverNamesOf(data))}님에게 보낸 칭찬 카드` : "칭찬 카드",
  });

  const primary = () => {
    // An anonymous viewer's way forward does not depend on the praise: offer it at once.
    if (!loggedIn) {
      return (
        <ActionLink to="/login" onClick={logInToSave} aria-busy={leaving || undefined}>
          로그인하고 꿀 저장하기
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
    return (
      <Button onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
        꿀 저장하기
      </Button>
    );
  };

  const title = missing
    ? "꿀을 찾을 수 없어요"
    : data
      ? `${receiversLabel(receiverNamesOf(data))}님에게 꿀이 도착했어요!`
      : "도착한 꿀";

  return (
    <Page>
      <PageHeader
        title="도착한 꿀"
        background="$cream"
        left={
          loggedIn ? (
            <HomeLink to="/" aria-label="홈으로">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M4 11l8-7 8 7v8.5a1.5 1.5 0 0 1-1.5 1.5H15v-6H9v6H5.5A1.5 1.5 0 0 1 4 19.5V11z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
            </HomeLink>
          ) : undefined
        }
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
            {savedGroupId !== null && !isMine && <SavedNote>이미 내 꿀단지에 저장한 꿀이에요.</SavedNote>}
            {/* Issue 15: the member who kept it may answer with a honey reaction (their own view only). */}
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
                <RelayAction uuid={id} senderName={data.senderName} />
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
      {loggedIn && data && !isMine && savedGroupId === null && (
        <Suspense fallback={null}>
          <SaveToGroupSheet
            uuid={id}
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            suggestedName={data.groupName}
            onSaved={(groupId) => {
              if (getPendingUuid() === id) clearPendingUuid();
              // Home's toast carries '이동' to the jar it went into (web/features/home/home-page.tsx).
              navigate("/", { state: { showToast: true, savedGroupId: groupId } });
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
