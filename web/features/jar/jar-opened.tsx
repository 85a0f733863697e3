// A jar on its day, as its opening link shows it (decision 036): every letter, to whoever holds the
// link, without an account. Before it is kept, '꿀단지에 간직하기' (a login first for someone logged
// out: keeping makes it one of their groups); once kept, the keeper's reactions on each letter and one
// thank-you to everyone who wrote, which the page shows instead of the form once sent. The occasion's
// picture heads it (decision 044).

import { GENERIC_ERROR } from "@contract/errors";
import { honorific } from "@contract/honorific";
import type { JarOpening, JarReaction, Letter } from "@contract/jar";
import { OCCASION_THEMES } from "@contract/occasion";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/api-error";
import { useReactToLetter, useThankJar } from "../../api/jar-keeping";
import { stampsQuery } from "../../api/stamps";
import { AppLink } from "../../lib/nav";
import { BottomBar } from "../../ui/bottom-bar";
import { Button } from "../../ui/button";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { OpeningLetters } from "./opening-letters";
import { ThanksCard, TO_EVERY_WRITER } from "./thanks-card";
import { ThanksForm } from "./thanks-form";

const Main = styled("main", { flex: 1, display: "grid", alignContent: "start", gap: "$4", padding: "$2 $5 $8" });
const Picture = styled("img", { justifySelf: "center", width: "120px", height: "120px" });
const Heading = styled("h2", { margin: 0, fontSize: "$xl", fontWeight: "$bold", textAlign: "center" });
const Lead = styled("p", {
  margin: 0,
  textAlign: "center",
  color: "$textSub",
  lineHeight: "$normal",
  wordBreak: "keep-all",
});
const Notice = styled("p", {
  margin: 0,
  padding: "$4",
  borderRadius: "$md",
  backgroundColor: "$greenSoft",
  color: "$greenDeep",
  fontWeight: "$bold",
  textAlign: "center",
  lineHeight: "$normal",
  wordBreak: "keep-all",
});
const Bar = styled(BottomBar, { flexDirection: "column", "& > p": { flex: "none" } });
const BarHint = styled("p", {
  margin: 0,
  fontSize: "$sm",
  color: "$textSub",
  textAlign: "center",
  wordBreak: "keep-all",
});
const ErrorText = styled("p", { margin: 0, color: "$danger", fontSize: "$sm", textAlign: "center" });
const LinkButton = styled(AppLink, {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "$touch",
  borderRadius: "$md",
  backgroundColor: "$honey",
  color: "$text",
  fontWeight: "$bold",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

type Props = {
  jarId: string;
  keepKey: string;
  opening: JarOpening;
  loggedIn: boolean;
  /** Kept by this viewer (this visit's keep, or a kept jar seen logged in): the keeper's controls show. */
  keeper: boolean;
  /** The group the jar became, when this visit kept it. */
  groupId?: number;
  keeping: { pending: boolean; error: string | null; run: () => void };
  /** Leaving for Kakao's login (for someone logged out). */
  login: { pending: boolean; run: () => void };
};

export function JarOpened({ jarId, keepKey, opening, loggedIn, keeper, groupId, keeping, login }: Props) {
  const toast = useToast();
  const stamps = useQuery(stampsQuery(opening.occasion));
  const react = useReactToLetter(jarId, keepKey);
  const thank = useThankJar(jarId, keepKey);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  // The host says this viewer is not the keeper (another member holding the link): no controls then.
  const [refused, setRefused] = useState<string | null>(null);
  const letters = opening.letters ?? [];
  const controls = keeper && refused === null;

  const refusedBy = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) setRefused(error.message);
    else toast.show(error instanceof ApiError ? error.message : GENERIC_ERROR);
  };
  const pick = (letter: Letter, reaction: JarReaction | null) => {
    setBusy((current) => new Set(current).add(letter.letterId));
    react.mutate(
      { letterId: letter.letterId, reaction, before: letter.reaction ?? null },
      {
        onError: refusedBy,
        onSettled: () =>
          setBusy((current) => {
            const next = new Set(current);
            next.delete(letter.letterId);
            return next;
          }),
      },
    );
  };

  return (
    <>
      <Main>
        <Picture src={OCCASION_THEMES[opening.occasion].illustration} alt="" width={120} height={120} />
        <Heading>꿀단지가 열렸어요!</Heading>
        <Lead>
          {letters.length > 0
            ? `‘${opening.title}’에 편지 ${letters.length}개가 담겨 있었어요.`
            : `‘${opening.title}’에는 담긴 편지가 없었어요.`}
        </Lead>
        {opening.kept &&
          (controls ? (
            <Notice role="status">꿀단지에 간직했어요. 편지마다 마음을 표현하고 감사 인사를 남겨보세요.</Notice>
          ) : (
            <Notice role="status">꿀단지에 간직한 편지들이에요.</Notice>
          ))}
        {refused && <ErrorText role="alert">{refused}</ErrorText>}
        <OpeningLetters
          letters={letters}
          catalogue={stamps.data}
          react={controls ? { onPick: pick, busy } : undefined}
        />
        {opening.thanks ? (
          <ThanksCard
            thanks={opening.thanks}
            heading={controls ? "보낸 감사 인사" : `${honorific(opening.recipientName)}의 감사 인사`}
            from={controls ? TO_EVERY_WRITER : `From. ${opening.recipientName}`}
          />
        ) : (
          controls && (
            <ThanksForm
              onSend={(content) =>
                thank.mutateAsync({ content }).then(
                  () => toast.show("감사 인사를 보냈어요."),
                  (error: unknown) => {
                    if (error instanceof ApiError && error.status === 403) setRefused(error.message);
                    throw error;
                  },
                )
              }
            />
          )
        )}
        {opening.kept && !loggedIn && (
          <>
            <Lead>꿀단지를 간직한 분이라면 로그인하고 반응과 감사 인사를 남길 수 있어요.</Lead>
            <Button variant="kakao" pending={login.pending} onClick={login.run}>
              카카오로 로그인
            </Button>
          </>
        )}
        {opening.kept && loggedIn && (
          <LinkButton to={groupId === undefined ? "/" : `/group/${groupId}`}>
            {groupId === undefined ? "꿀단지 홈으로" : "내 꿀단지 그룹에서 보기"}
          </LinkButton>
        )}
        {opening.kept && controls && <LinkButton to={`/jar/${jarId}/keepsake`}>편지 모아 인쇄하기</LinkButton>}
      </Main>
      {!opening.kept && (
        <Bar divided>
          <BarHint>
            {loggedIn
              ? "간직하면 편지가 내 꿀단지 그룹으로 담겨요."
              : "카카오로 로그인하면 편지를 꿀단지에 간직할 수 있어요. 처음이라면 가입하고 바로 간직해요."}
          </BarHint>
          {keeping.error && <ErrorText role="alert">{keeping.error}</ErrorText>}
          <Button
            fullWidth
            variant={loggedIn ? "primary" : "kakao"}
            pending={loggedIn ? keeping.pending : login.pending}
            onClick={loggedIn ? keeping.run : login.run}
          >
            꿀단지에 간직하기
          </Button>
        </Bar>
      )}
    </>
  );
}
