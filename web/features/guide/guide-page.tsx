// /guide (SPEC §2, docs/architecture.md "The client"): every shared widget in its states on one page,
// for design review.
import { BackButton } from "../../ui/back-button";
import { hitArea } from "../../ui/hit-area";
import { PageHeader } from "../../ui/page-header";
import { styled } from "../../ui/theme";
import { BackButtonSection, ButtonSection, TextInputSection } from "./control-sections";
import {
  ConfirmDialogSection,
  ModalSection,
  SuccessPopupSection,
  ToastSection,
  TooltipSection,
} from "./feedback-sections";
import {
  BottomSheetSection,
  GroupPickerSection,
  PagerSection,
  ProgressBarSection,
  SheetDialogSection,
} from "./navigation-sections";
import { PraiseCardHeaderSection, PraiseContentSection, StampCardSection } from "./praise-sections";

/** The sections in page order: anchor id and the index's label. */
export const GUIDE_SECTIONS = [
  ["button", "버튼"],
  ["toast", "토스트"],
  ["modal", "모달"],
  ["confirm-dialog", "확인 대화상자"],
  ["tooltip", "툴팁"],
  ["success-popup", "성공 팝업"],
  ["back-button", "뒤로 가기"],
  ["text-input", "텍스트 입력"],
  ["stamp-card", "스탬프 카드"],
  ["praise-card-header", "칭찬 카드 헤더"],
  ["praise-content", "칭찬 내용"],
  ["progress-bar", "진행 바"],
  ["pager", "페이지 이동"],
  ["bottom-sheet", "바텀 시트"],
  ["sheet-dialog", "시트 대화상자"],
  ["group-picker-sheet", "그룹 선택 시트"],
] as const;

const Page = styled("div", { flex: 1, display: "flex", flexDirection: "column", backgroundColor: "$white" });
const Main = styled("main", { display: "flex", flexDirection: "column", padding: "0 $5 $12" });
const Intro = styled("p", { padding: "$2 0 $4", fontSize: "$sm", color: "$textSub" });

const Index = styled("ul", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  margin: "0 0 $5",
  padding: 0,
  listStyle: "none",
  // Chips 36 px tall, 8 px apart, each taking 44 px of taps (up to the next row's edge).
  "& a": {
    ...hitArea(),
    display: "inline-flex",
    alignItems: "center",
    minHeight: "36px",
    padding: "0 $3",
    borderRadius: "$pill",
    backgroundColor: "$cream",
    color: "$honeyDark",
    fontSize: "$xs",
    fontWeight: "$bold",
    textDecoration: "none",
  },
  "& a:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});

export function GuidePage() {
  return (
    <Page>
      <PageHeader left={<BackButton />} title="컴포넌트 가이드" />
      <Main>
        <Intro>꿀단지의 공통 컴포넌트를 상태별로 모아 두었어요.</Intro>
        <nav aria-label="컴포넌트 목록">
          <Index>
            {GUIDE_SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </Index>
        </nav>
        <ButtonSection />
        <ToastSection />
        <ModalSection />
        <ConfirmDialogSection />
        <TooltipSection />
        <SuccessPopupSection />
        <BackButtonSection />
        <TextInputSection />
        <StampCardSection />
        <PraiseCardHeaderSection />
        <PraiseContentSection />
        <ProgressBarSection />
        <PagerSection />
        <BottomSheetSection />
        <SheetDialogSection />
        <GroupPickerSection />
      </Main>
    </Page>
  );
}
