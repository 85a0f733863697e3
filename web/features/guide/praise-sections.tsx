// Guide sections for praise pieces: stamp card, praise card header, praise content.
import { PraiseCardHeader } from "../../ui/praise-card-header";
import { CONTENT_NOT_FOUND, PraiseContent } from "../../ui/praise-content";
import { StampCard } from "../../ui/stamp-card";
import { styled } from "../../ui/theme";
import { GuideSection, State, States } from "./guide-layout";

const SAMPLE_DATE = "2026-11-22T03:00:00.000Z";

// Three cards of at least 96 px each do not fit a 320 px phone beside each other: the last wraps.
const Cards = styled("div", { display: "flex", flexWrap: "wrap", gap: "$2", "& > *": { flex: "1 1 0" } });

export function StampCardSection() {
  return (
    <GuideSection id="stamp-card" ko="스탬프 카드" en="StampCard" note="이 그룹의 개수 / 모든 그룹의 개수">
      <States>
        <State caption="개수 있음 / 첫 스탬프 / 없음" wide>
          <Cards>
            <StampCard imageUrl="/images/stamps/stamp-2.svg" stampName="센스 만점" count={3} totalCount={5} />
            <StampCard imageUrl="/images/stamps/stamp-5.svg" stampName="협업의 신" count={1} totalCount={1} />
            <StampCard imageUrl="/images/stamps/stamp-8.svg" stampName="능력치 만렙" count={0} totalCount={2} />
          </Cards>
        </State>
      </States>
    </GuideSection>
  );
}

export function PraiseCardHeaderSection() {
  return (
    <GuideSection id="praise-card-header" ko="칭찬 카드 헤더" en="PraiseCardHeader">
      <States stacked>
        <State caption="받은 꿀 (From.)">
          <PraiseCardHeader
            profileImageUrl="/images/profile/profile-3.svg"
            groupName="꿀벌 프로젝트"
            date={SAMPLE_DATE}
            direction="from"
            name="이달콤"
          />
        </State>
        <State caption="보낸 꿀 (To.)">
          <PraiseCardHeader
            profileImageUrl="/images/profile/profile-5.svg"
            groupName="디자인팀"
            date={SAMPLE_DATE}
            direction="to"
            name="박새내기"
          />
        </State>
        <State caption="프로필 이미지 없음 → 1번 이미지">
          <PraiseCardHeader
            profileImageUrl={null}
            groupName="꿀벌 프로젝트"
            date={SAMPLE_DATE}
            direction="from"
            name="김꿀벌"
          />
        </State>
      </States>
    </GuideSection>
  );
}

export function PraiseContentSection() {
  return (
    <GuideSection id="praise-content" ko="칭찬 내용" en="PraiseContent">
      <States stacked>
        <State caption="내용과 꿀도장">
          <PraiseContent
            content={"회의 자료를 꼼꼼하게 정리해줘서 정말 고마워요!\n덕분에 발표가 훨씬 수월했어요."}
            stampImageUrl="/images/stamps/stamp-1.svg"
            stampName="왕꼼꼼이"
          />
        </State>
        <State caption="내용을 찾을 수 없음 (missing)">
          <PraiseContent content={CONTENT_NOT_FOUND} missing />
        </State>
      </States>
    </GuideSection>
  );
}
