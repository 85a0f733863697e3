// /jar/:jarId (public): a shared jar's writing page (decision 024): who it is for, the drops, stamps and
// day; the letter form; the writer's own letters (to change, photo included); for its creator every
// letter with 숨기기, '숨긴 편지 N' and the close switch; the writing link. Once kept, a writer finds the
// keeper's thanks and reactions (decision 036). Drawn by the worker for anyone (web/drawn/): no router, no storage read while rendering.
import { honorific } from "@contract/honorific";
import { JAR_CLOSED, type JarFormEcho, jarProgress, type Letter, SHARED_JAR, THANKS_ARRIVED } from "@contract/jar";
import { occasionStamps } from "@contract/stamp";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { ApiError } from "../../api/api-error";
import { useClientConfig } from "../../api/config";
import {
  jarOpeningLink,
  jarQueries,
  jarWritingLink,
  useCloseJar,
  useEditLetter,
  useRemoveLetter,
  useUnhideLetter,
  useWriteLetter,
} from "../../api/jars";
import { stampsQuery } from "../../api/stamps";
import { afterNextPaint } from "../../lib/next-paint";
import { JAR_OPEN_ASK, jarShareOf } from "../../lib/share-jar";
import { useLoggedIn } from "../../lib/use-logged-in";
import { WhenLive } from "../../lib/when-live";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { ShareLink } from "../../ui/share-link";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { markJarWriter, wroteAsGuest } from "./jar-guest";
import { listsLetters, loadLetterList } from "./jar-letters";
import { JAR_PAGE_MESSAGES, keptNotice } from "./jar-messages";

export { listsLetters, loadLetterList };

import { Letters } from "./jar-letters";
import { JarLoadFailed, JarLoading, Page } from "./jar-page-states";
import { jarFormKey } from "./jar-seed";
import { JarSummary } from "./jar-summary";
import { LetterComposer } from "./letter-composer";
import { occasionClass } from "./occasion-theme";

// The keeper's thank-you shows only once the jar is kept: not in an open jar's first load.
const LazyThanksCard = lazy(async () => ({ default: (await import("./thanks-card")).ThanksCard }));

const Main = styled("main", { flex: 1, display: "grid", alignContent: "start", gap: "$5", padding: "$2 $5 $8" });
const Hint = styled("p", { margin: 0, fontSize: "$sm", color: "$textSub", lineHeight: "$normal", textAlign: "center" });
const Notice = styled("p", {
  margin: 0,
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$greenSoft",
  color: "$greenDeep",
  fontWeight: "$bold",
  textAlign: "center",
  lineHeight: "$normal",
});
const Refused = styled("p", { margin: 0, color: "$danger", fontWeight: "$bold", textAlign: "center" });
const SectionTitle = styled("h2", { margin: 0, fontSize: "$lg", fontWeight: "$bold" });
const Section = styled("section", { display: "grid", gap: "$3" });
const Hidden = styled("details", {
  display: "grid",
  gap: "$3",
  // The summary keeps its list-item marker (▸/▾): the fold's open state shows without a word.
  "& > summary": { padding: "$3 0", fontWeight: "$bold", cursor: "pointer" },
  "& > summary:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

// Without script a refused post draws the page again: the address's fragment brings it back at the
// composer, its messages on screen, not at the page's top (a done post goes on to `#mine`).
const COMPOSER_ID = "write";

export function JarPage({ id }: { id: string }) {
  const loggedIn = useLoggedIn();
  const toast = useToast();
  const config = useClientConfig();
  const client = useQueryClient();
  const jar = useQuery(jarQueries.view(id));
  const stamps = useQuery({ ...stampsQuery(jar.data?.occasion), enabled: jar.data !== undefined });
  const write = useWriteLetter(id);
  const edit = useEditLetter(id);
  const remove = useRemoveLetter(id);
  const unhide = useUnhideLetter(id);
  const close = useCloseJar(id);
  const [editing, setEditing] = useState<Letter | null>(null);
  const isCreator = jar.data?.isCreator === true;
  const mine = useQuery({ ...jarQueries.mine(), enabled: isCreator });

  // Drawn for anyone: a member, or a guest who wrote here before, has their own letters to see.
  const { refetch } = jar;
  useEffect(() => {
    if (loggedIn || wroteAsGuest()) void refetch();
  }, [loggedIn, refetch]);

  if (jar.isPending) return <JarLoading />;
  if (jar.isError) {
    const missing = jar.error instanceof ApiError && jar.error.status === 404;
    return <JarLoadFailed missing={missing} onRetry={() => void jar.refetch()} />;
  }

  const view = jar.data;
  const hiddenWriter = view.mine.some((letter) => letter.hidden);
  const canWrite = !view.kept && !view.closed && !hiddenWriter;
  const share = { jarId: id, title: view.title, recipientName: view.recipientName, occasion: view.occasion };
  const progress = { count: view.letterCount, today: view.today, opensOn: view.opensOn };
  const echo = client.getQueryData<JarFormEcho>(jarFormKey(id));
  const keepKey = mine.data?.created.find((made) => made.jarId === id)?.keepKey;
  // The composer offers the occasion's stamps (decision 044); a letter written before with one of the
  // eight keeps it on offer while it is changed.
  const offer = (kept?: number) => {
    const own = stamps.data && occasionStamps(stamps.data, view.occasion);
    const old = kept === undefined ? undefined : stamps.data?.find((stamp) => stamp.id === kept && !stamp.occasion);
    return { data: own && (old ? [...own, old] : own), isError: stamps.isError, refetch: stamps.refetch };
  };

  return (
    <Page className={occasionClass(view.occasion)}>
      <PageHeader title={SHARED_JAR} background="occasion" />
      <Main>
        <JarSummary jar={view} today={view.today} catalogue={stamps.data} />
        {view.kept ? (
          <Notice role="status">{keptNotice(view.recipientName)}</Notice>
        ) : (
          <Hint>{JAR_PAGE_MESSAGES.secretHint}</Hint>
        )}
        {view.kept && view.thanks && (
          <Suspense fallback={null}>
            <LazyThanksCard thanks={view.thanks} heading={THANKS_ARRIVED} from={`From. ${view.recipientName}`} />
          </Suspense>
        )}
        {echo && !echo.draft && <Refused role="alert">{echo.message}</Refused>}
        {!view.kept && view.closed && <Notice role="status">{JAR_CLOSED}</Notice>}
        {!view.kept && !view.closed && hiddenWriter && <Hint>{JAR_PAGE_MESSAGES.hiddenWriter}</Hint>}
        {canWrite && editing === null && (
          <LetterComposer
            guest={!loggedIn}
            anonymousAllowed={view.anonymousAllowed === true}
            stamps={offer()}
            keptAs={`kkul.jar-letter.${id}`}
            jarId={id}
            id={COMPOSER_ID}
            action={`/jar/${id}#${COMPOSER_ID}`}
            {...(echo?.draft ? { initial: echo.draft, initialError: echo.message } : {})}
            heading={`${honorific(view.recipientName)}에게 편지 쓰기`}
            submitText="꿀단지에 담기"
            onSubmit={async ({ photoId, ...letter }) => {
              // The list the letter comes back into: its chunk's links are added after the tap's frame.
              void afterNextPaint().then(loadLetterList);
              await write.mutateAsync({ ...letter, ...(photoId ? { photoId } : {}) });
              if (!loggedIn) markJarWriter();
              toast.show(JAR_PAGE_MESSAGES.written);
            }}
          />
        )}
        {editing !== null && (
          <LetterComposer
            key={editing.letterId}
            guest={false}
            stamps={offer(editing.honeyStampId)}
            initial={{ writerName: editing.writerName, content: editing.content, honeyStampId: editing.honeyStampId }}
            heading="편지 고치기"
            submitText="고친 편지 담기"
            jarId={id}
            sentPhotoUrl={editing.photoUrl}
            onCancel={() => setEditing(null)}
            onSubmit={async ({ content, honeyStampId, photoId }) => {
              await edit.mutateAsync({
                letterId: editing.letterId,
                content,
                honeyStampId,
                ...(photoId !== undefined ? { photoId } : {}),
              });
              setEditing(null);
              toast.show(JAR_PAGE_MESSAGES.edited);
            }}
          />
        )}
        {view.mine.length > 0 && (
          <Section>
            <SectionTitle>내가 쓴 편지 {view.mine.length}개</SectionTitle>
            <Letters
              label="내가 쓴 편지"
              letters={view.mine}
              catalogue={stamps.data}
              action={`/jar/${id}`}
              own
              onEdit={view.kept ? undefined : setEditing}
              remove={
                view.kept
                  ? undefined
                  : {
                      label: "지우기",
                      run: (letterId) => remove.mutateAsync(letterId),
                      done: JAR_PAGE_MESSAGES.deleted,
                    }
              }
            />
          </Section>
        )}
        {isCreator && view.letters && (
          <Section>
            <SectionTitle>모인 편지 {view.letters.length}개</SectionTitle>
            <Hint css={{ textAlign: "left" }}>
              만든 사람에게만 보여요. 꿀단지에 어울리지 않는 편지는 숨길 수 있어요.
            </Hint>
            <Letters
              label="모인 편지"
              letters={view.letters}
              catalogue={stamps.data}
              action={`/jar/${id}`}
              remove={{
                label: "숨기기",
                run: (letterId) => remove.mutateAsync(letterId),
                done: JAR_PAGE_MESSAGES.hidden,
              }}
            />
            {view.hiddenLetters && view.hiddenLetters.length > 0 && (
              <Hidden>
                <summary>숨긴 편지 {view.hiddenLetters.length}</summary>
                <Hint css={{ textAlign: "left" }}>
                  {view.open ? JAR_PAGE_MESSAGES.hiddenAfterDay : JAR_PAGE_MESSAGES.hiddenHint}
                </Hint>
                <Letters
                  label="숨긴 편지"
                  letters={view.hiddenLetters}
                  catalogue={stamps.data}
                  action={`/jar/${id}`}
                  restore={
                    view.open
                      ? undefined
                      : { run: (letterId) => unhide.mutateAsync(letterId), done: JAR_PAGE_MESSAGES.unhidden }
                  }
                />
              </Hidden>
            )}
            <form
              method="post"
              action={`/jar/${id}`}
              onSubmit={(event) => {
                event.preventDefault();
                close.mutate(!view.closed, {
                  onSuccess: () => toast.show(view.closed ? JAR_PAGE_MESSAGES.reopened : JAR_PAGE_MESSAGES.closed),
                  onError: (error) => toast.show(error.message),
                });
              }}
            >
              <input type="hidden" name="intent" value={view.closed ? "reopen" : "close"} />
              <Button type="submit" variant="secondary" fullWidth pending={close.isPending}>
                {view.closed ? "다시 편지 받기" : "편지 받기 마감하기"}
              </Button>
            </form>
          </Section>
        )}
        {!view.kept && (
          <WhenLive>
            {() => (
              <>
                {isCreator ? (
                  <ShareLink
                    title="진행 상황 공유"
                    hint={JAR_PAGE_MESSAGES.nudgeHint(jarProgress(view.letterCount, view.today, view.opensOn))}
                    url={jarWritingLink(location.origin, id)}
                    share={jarShareOf(config, share, progress)}
                  />
                ) : (
                  <ShareLink
                    title="팀 채팅방에 공유하기"
                    hint="이 링크로 누구나 편지를 남길 수 있어요. 로그인하지 않아도 돼요."
                    url={jarWritingLink(location.origin, id)}
                    share={jarShareOf(config, share)}
                  />
                )}
                {isCreator && keepKey && (
                  <ShareLink
                    title={`${honorific(view.recipientName)}에게 보낼 여는 링크`}
                    hint="받는 사람만 열 수 있는 링크예요. 팀 채팅방에는 올리지 마세요."
                    url={jarOpeningLink(location.origin, id, keepKey)}
                    ask={JAR_OPEN_ASK}
                  />
                )}
              </>
            )}
          </WhenLive>
        )}
      </Main>
    </Page>
  );
}
