import { honorific } from "@contract/honorific";
import { shiftMonth } from "@contract/recap";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { clientConfigQuery } from "../../api/config";
import { recapQueries } from "../../api/recap";
import { getSession } from "../../api/session";
import { SHARE_FAILED_MESSAGE } from "../../lib/kakao-sdk";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { CenteredState } from "../../ui/centered-state";
import { ShareIcon } from "../../ui/icons";
import { SaveImageButton, useSaveAsImage } from "../../ui/image-save";
import { RECAP_TITLE } from "../../ui/messages";
import { PageHeader } from "../../ui/page-header";
import { Spinner } from "../../ui/spinner";
import { styled } from "../../ui/theme";
import { useKakaoShare } from "../../ui/use-kakao-share";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { RecapCard } from "./recap-card";
import { isEmptyMonth, monthLabel } from "./recap-text";
import { shareRecap } from "./share-recap";

export const RECAP_IMAGE_FILE = "이달의 꿀단지.png";
export const RECAP_MESSAGES = {
  loadFailed: "이달의 꿀을 불러오지 못했어요.",
  shareFailed: SHARE_FAILED_MESSAGE,
} as const;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const Page = styled("div", {
  flex: 1,
  display: "flex",
  flexDirection: "column",
  background: "linear-gradient(180deg, $cream 0%, $white 55%)",
});
const Main = styled("main", { flex: 1, display: "flex", flexDirection: "column", gap: "$4", padding: "$2 $5 $8" });

const MonthNav = styled("nav", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "$2",
  "& > h2": { fontSize: "$lg", fontWeight: "$bold" },
});
const MonthLink = styled(Link, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: "0 $2",
  borderRadius: "$pill",
  color: "$honeyDark",
  fontSize: "$sm",
  fontWeight: "$bold",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "@media (hover: hover)": { "&:hover": { backgroundColor: "$creamDeep" } },
});
const MonthSpacer = styled("span", { minWidth: "44px" });

// Side by side, or stacked on a 320 px phone where '이미지로 저장' would break over two lines.
const Actions = styled("div", {
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "$2",
  "@narrow": { gridTemplateColumns: "1fr" },
});
const SendLink = styled(Link, {
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
const Centered = styled(CenteredState, { minHeight: "320px" });

export function RecapPage() {
  const [params] = useSearchParams();
  const asked = params.get("month");
  const month = asked && MONTH_PATTERN.test(asked) ? asked : null;
  const recap = useQuery(recapQueries.month(month));
  const config = useQuery(clientConfigQuery);
  const cardRef = useRef<HTMLElement>(null);
  const { share: openShare, sharing } = useKakaoShare();
  const name = getSession().userName ?? "";
  const data = recap.data;

  const image = useSaveAsImage({
    fileName: RECAP_IMAGE_FILE,
    alt: data
      ? `${honorific(name)}의 ${monthLabel(data.month)} 꿀단지: 받은 꿀 ${data.received}개, 보낸 꿀 ${data.sent}개`
      : "",
  });
  const canShare = Boolean(config.data?.kakaoRecapTemplateId);

  const share = async () => {
    const [recapData, clientConfig] = [data, config.data];
    if (!recapData || !clientConfig) return;
    await openShare(() => shareRecap(clientConfig, name, recapData));
  };

  return (
    <Page>
      <PageHeader title={RECAP_TITLE} left={<BackButton />} background="$cream" />
      <Main>
        {data && (
          <MonthNav aria-label="달 고르기">
            {/* Named by what it shows ('10월 돌아보기'), so speech input can say the visible words. */}
            {/* Back no further than the month the member joined: nothing before it to look back on. */}
            {data.month <= data.joinedMonth ? (
              <MonthSpacer />
            ) : (
              <MonthLink to={`/recap?month=${shiftMonth(data.month, -1)}`} rel="prev">
                <span aria-hidden="true">‹&nbsp;</span>
                {monthLabel(shiftMonth(data.month, -1))}
                <VisuallyHidden> 돌아보기</VisuallyHidden>
              </MonthLink>
            )}
            <h2 aria-live="polite">{monthLabel(data.month)}</h2>
            {data.current ? (
              <MonthSpacer />
            ) : (
              <MonthLink to={`/recap?month=${shiftMonth(data.month, 1)}`} rel="next">
                {monthLabel(shiftMonth(data.month, 1))}
                <VisuallyHidden> 돌아보기</VisuallyHidden>
                <span aria-hidden="true">&nbsp;›</span>
              </MonthLink>
            )}
          </MonthNav>
        )}
        {recap.isPending ? (
          <Centered role="status">
            <Spinner size="lg" />
            <VisuallyHidden>이달의 꿀을 불러오는 중이에요</VisuallyHidden>
          </Centered>
        ) : recap.isError ? (
          <Centered role="alert">
            <img src="/images/logo.svg" alt="" width={72} height={72} />
            <p>{RECAP_MESSAGES.loadFailed}</p>
            <Button variant="secondary" onClick={() => void recap.refetch()}>
              다시 시도
            </Button>
          </Centered>
        ) : (
          <>
            <RecapCard recap={recap.data} name={name} cardRef={cardRef} />
            {isEmptyMonth(recap.data) ? (
              <SendLink to="/compliment/send/target">꿀 보내러 가기</SendLink>
            ) : (
              <Actions>
                <SaveImageButton image={image} target={cardRef} />
                {canShare && (
                  <Button variant="kakao" onClick={() => void share()} pending={sharing} icon={<ShareIcon />}>
                    카카오톡 공유
                  </Button>
                )}
              </Actions>
            )}
          </>
        )}
      </Main>
      {image.viewer}
    </Page>
  );
}
