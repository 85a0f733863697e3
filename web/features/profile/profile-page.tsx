// /profile (my page): profile, sent and received counts (each leads to the badge board), and the best
// stamp once 3 or more honey stamps were received (SPEC §2, §9).
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { jarQueries } from "../../api/jars";
import { memberQueries } from "../../api/member";
import { jarToday } from "../../lib/jar-days";
import { BackButton } from "../../ui/back-button";
import { Button } from "../../ui/button";
import { hitArea } from "../../ui/hit-area";
import { JarLists } from "../../ui/jar-lists";
import { LOADING_LABEL, RECAP_TITLE } from "../../ui/messages";
import { PageHeader } from "../../ui/page-header";
import { styled } from "../../ui/theme";
import { ProfileAvatar } from "./profile-avatar";

export const BEST_STAMP_MIN_RECEIVED = 3;

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$gray50" });
const Main = styled("main", { display: "flex", flexDirection: "column", gap: "$4", padding: "$2 $5 $8" });

const Card = styled("section", {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "$2",
  padding: "$6 $5 $5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "$card",
  textAlign: "center",
});

const Name = styled("h2", { marginTop: "$2", fontSize: "$xl", fontWeight: "$bold", overflowWrap: "anywhere" });
const Email = styled("p", { fontSize: "$sm", color: "$textSub", overflowWrap: "anywhere" });

const EditLink = styled(Link, {
  ...hitArea(),
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  marginTop: "$2",
  padding: "0 $4",
  borderRadius: "$pill",
  backgroundColor: "$cream",
  color: "$honeyDark",
  fontSize: "$sm",
  fontWeight: "$bold",
  textDecoration: "none",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

const Stats = styled("dl", { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "$3", margin: 0 });

const Stat = styled("div", {
  display: "flex",
  flexDirection: "column-reverse",
  alignItems: "center",
  gap: "$1",
  padding: "$4",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "$card",
  position: "relative",
  "& dt": { fontSize: "$sm", color: "$textSub" },
  "& dd": { margin: 0, fontSize: "$3xl", fontWeight: "$bold", color: "$honeyDark", fontVariantNumeric: "tabular-nums" },
  "&:has(a:focus-visible)": { outline: "3px solid $focus", outlineOffset: "2px" },
});

/** The whole tile leads to the badge board: a link laid over it, named by the tile's words. */
const StatLink = styled(Link, { position: "absolute", inset: 0, borderRadius: "$lg", outline: "none" });

const SectionTitle = styled("h2", { fontSize: "$md", fontWeight: "$bold" });

const Best = styled("section", {
  display: "flex",
  alignItems: "center",
  gap: "$4",
  minHeight: "112px",
  padding: "$4 $5",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "$card",
  "& img": { width: "80px", height: "80px", flexShrink: 0 },
});

const Hint = styled("p", { marginTop: "$1", fontSize: "$sm", color: "$textSub" });

const Settings = styled("ul", {
  listStyle: "none",
  margin: 0,
  padding: "$1 0",
  borderRadius: "$lg",
  backgroundColor: "$white",
  boxShadow: "$card",
  "& a": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    minHeight: "52px",
    padding: "0 $5",
    color: "$text",
    textDecoration: "none",
    fontSize: "$md",
    "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "-3px" },
  },
  "& li + li": { borderTop: "1px solid $gray100" },
});

const Loading = styled("div", { display: "flex", flexDirection: "column", gap: "$4" });
const Skeleton = styled("div", { borderRadius: "$lg", backgroundColor: "$gray100" });

const Chevron = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M9 5l7 7-7 7" fill="none" stroke="#9E9E9E" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function ProfilePage() {
  const info = useQuery(memberQueries.info());
  const images = useQuery(memberQueries.profileImages());
  const jars = useQuery(jarQueries.mine());
  const member = info.data;

  return (
    <Page>
      <PageHeader title="마이페이지" left={<BackButton to="/" />} />
      <Main>
        {member ? (
          <>
            <Card>
              <ProfileAvatar images={images.data} url={member.imageUrl} />
              <Name>{member.name}</Name>
              <Email>{member.email}</Email>
              <EditLink to="/profile/update">프로필 수정</EditLink>
            </Card>
            <Stats>
              <Stat>
                <dt>보낸 꿀</dt>
                <dd>
                  {member.sendPraiseCount}
                  <StatLink to="/badge" aria-label={`보낸 꿀 ${member.sendPraiseCount}개, 배지 보기`} />
                </dd>
              </Stat>
              <Stat>
                <dt>받은 꿀</dt>
                <dd>
                  {member.receivePraiseCount}
                  <StatLink to="/badge" aria-label={`받은 꿀 ${member.receivePraiseCount}개, 배지 보기`} />
                </dd>
              </Stat>
            </Stats>
            <Best aria-labelledby="best-stamp-title">
              {member.receivePraiseCount >= BEST_STAMP_MIN_RECEIVED && member.bestStamp ? (
                <>
                  <img src={member.bestStamp} alt="가장 많이 받은 꿀도장" width={80} height={80} />
                  <div>
                    <SectionTitle id="best-stamp-title">대표 꿀도장</SectionTitle>
                    <Hint>가장 많이 받은 꿀도장이에요.</Hint>
                  </div>
                </>
              ) : (
                <div>
                  <SectionTitle id="best-stamp-title">대표 꿀도장</SectionTitle>
                  <Hint>{`꿀을 ${BEST_STAMP_MIN_RECEIVED}개 이상 받으면 가장 많이 받은 꿀도장이 보여요.`}</Hint>
                </div>
              )}
            </Best>
            <JarLists mine={jars.data} failed={jars.isError} onRetry={() => void jars.refetch()} today={jarToday()} />
            <nav aria-label="설정">
              <Settings>
                <li>
                  <Link to="/badge">
                    배지
                    <Chevron />
                  </Link>
                </li>
                <li>
                  <Link to="/recap">
                    {RECAP_TITLE}
                    <Chevron />
                  </Link>
                </li>
                <li>
                  <Link to="/email/update">
                    이메일 변경
                    <Chevron />
                  </Link>
                </li>
                <li>
                  <Link to="/setting/terms">
                    약관 동의 설정
                    <Chevron />
                  </Link>
                </li>
                <li>
                  <Link to="/setting/export">
                    내 꿀 내려받기
                    <Chevron />
                  </Link>
                </li>
                <li>
                  <Link to="/setting/leave">
                    회원 탈퇴
                    <Chevron />
                  </Link>
                </li>
              </Settings>
            </nav>
          </>
        ) : info.isError ? (
          <Card role="alert">
            <p>정보를 불러오지 못했어요.</p>
            <Button variant="secondary" onClick={() => void info.refetch()}>
              다시 시도
            </Button>
          </Card>
        ) : (
          <Loading role="status" aria-busy="true" aria-label={LOADING_LABEL}>
            <Skeleton css={{ height: 262 }} />
            <Skeleton css={{ height: 104 }} />
            <Skeleton css={{ height: 112 }} />
          </Loading>
        )}
      </Main>
    </Page>
  );
}
