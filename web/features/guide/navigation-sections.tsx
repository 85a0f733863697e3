// Guide sections for flow and sheets: progress bar, pager, bottom sheet, sheet dialog, group picker.
import { useState } from "react";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Button } from "../../ui/button";
import { GroupPickerSheet, type PickableGroup } from "../../ui/group-picker-sheet";
import { Pager } from "../../ui/pager";
import { ProgressBar } from "../../ui/progress-bar";
import { SheetDialog } from "../../ui/sheet-dialog";
import { styled } from "../../ui/theme";
import { GuideSection, State, States } from "./guide-layout";

const Text = styled("p", { fontSize: "$sm", color: "$textSub", lineHeight: "$normal" });

export function ProgressBarSection() {
  return (
    <GuideSection id="progress-bar" ko="진행 바" en="ProgressBar">
      <States stacked>
        <State caption="가입 1/3">
          <ProgressBar step={1} total={3} />
        </State>
        <State caption="가입 2/3">
          <ProgressBar step={2} total={3} />
        </State>
        <State caption="가입 3/3">
          <ProgressBar step={3} total={3} />
        </State>
        <State caption="꿀 보내기 1/2">
          <ProgressBar step={1} total={2} />
        </State>
      </States>
    </GuideSection>
  );
}

export function PagerSection() {
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState(2);
  return (
    <GuideSection id="pager" ko="페이지 이동" en="Pager" note="첫 페이지와 마지막 페이지에서 멈춰요.">
      <States>
        <State caption="목록 보기 (page / total)">
          <Pager page={page} total={3} onChange={setPage} label="그룹 목록 페이지" />
        </State>
        <State caption="카드 보기 (N번째 그룹 / total)">
          <Pager
            page={group}
            total={5}
            onChange={setGroup}
            label="그룹 카드"
            format={(current, total) => `${current}번째 그룹 / ${total}`}
          />
        </State>
      </States>
    </GuideSection>
  );
}

const SheetStage = styled("div", {
  position: "relative",
  height: "280px",
  overflow: "hidden",
  borderRadius: "$lg",
  background: "linear-gradient(180deg, $honey 0%, $cream 100%)",
});

const SheetTop = styled("div", { display: "flex", flexDirection: "column", alignItems: "center", padding: "$2 $5 $3" });

const Handle = styled("button", {
  all: "unset",
  display: "grid",
  placeItems: "center",
  width: "64px",
  // 44 px to the finger in the 24 px it is drawn in (transparent, so the box can grow): 8 px into the
  // sheet's top padding (the stage clips anything above it), 12 px into the title's space below.
  height: "44px",
  margin: "-8px 0 -12px",
  borderRadius: "$pill",
  cursor: "pointer",
  "&::before": { content: "''", width: "40px", height: "4px", borderRadius: "$pill", backgroundColor: "$gray300" },
  "&:focus-visible": { outline: "3px solid $focus" },
});

const SheetTitle = styled("p", { alignSelf: "stretch", fontSize: "$md", fontWeight: "$bold" });
const SheetList = styled("ul", {
  margin: 0,
  padding: "0 $5",
  listStyle: "none",
  "& li": { padding: "$3 0", borderBottom: "1px solid $gray100" },
});

export function BottomSheetSection() {
  const [expanded, setExpanded] = useState(false);
  return (
    <GuideSection
      id="bottom-sheet"
      ko="바텀 시트"
      en="BottomSheet"
      note="위아래로 10px 넘게 끌거나 손잡이를 누르면 펼쳐지고 접혀요."
    >
      <States>
        <State caption={expanded ? "펼침 (expanded)" : "접힘 (collapsed)"} wide>
          <SheetStage>
            <BottomSheet
              expanded={expanded}
              onExpandedChange={setExpanded}
              height={240}
              peek={76}
              label="내 꿀단지"
              top={
                <SheetTop>
                  <Handle
                    type="button"
                    aria-label={expanded ? "내 꿀단지 접기" : "내 꿀단지 펼치기"}
                    aria-expanded={expanded}
                    onClick={() => setExpanded(!expanded)}
                  />
                  <SheetTitle>내 꿀단지 3</SheetTitle>
                </SheetTop>
              }
            >
              <SheetList>
                <li>꿀벌 프로젝트 그룹</li>
                <li>디자인팀 그룹</li>
                <li>주말 등산 그룹</li>
              </SheetList>
            </BottomSheet>
          </SheetStage>
        </State>
      </States>
    </GuideSection>
  );
}

export function SheetDialogSection() {
  const [open, setOpen] = useState(false);
  return (
    <GuideSection id="sheet-dialog" ko="시트 대화상자" en="SheetDialog">
      <States>
        <State caption="기본 (footer 포함)">
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            시트 대화상자 열기
          </Button>
        </State>
      </States>
      <SheetDialog
        open={open}
        title="시트 대화상자"
        onClose={() => setOpen(false)}
        footer={
          <Button fullWidth onClick={() => setOpen(false)}>
            확인
          </Button>
        }
      >
        <Text>아래에서 올라오는 대화상자예요. 바깥을 누르거나 Esc로 닫혀요.</Text>
      </SheetDialog>
    </GuideSection>
  );
}

const SAMPLE_GROUPS: PickableGroup[] = [
  { groupId: 1, groupName: "꿀벌 프로젝트" },
  { groupId: 2, groupName: "디자인팀" },
  { groupId: 3, groupName: "주말 등산" },
];

export function GroupPickerSection() {
  const [open, setOpen] = useState(false);
  const [groups, setGroups] = useState(SAMPLE_GROUPS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <GuideSection
      id="group-picker-sheet"
      ko="그룹 선택 시트"
      en="GroupPickerSheet"
      note="검색하고, 없는 이름이면 새 그룹으로 추가할 수 있어요."
    >
      <States>
        <State caption="그룹 추가 가능 (allowCreate)">
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            그룹 선택 시트 열기
          </Button>
        </State>
      </States>
      <GroupPickerSheet
        open={open}
        title="그룹 선택"
        onClose={() => setOpen(false)}
        groups={groups}
        selectedId={selectedId}
        onSelect={(group) => setSelectedId(group.groupId)}
        onConfirm={() => setOpen(false)}
        confirmText="다음"
        allowCreate
        onCreate={(groupName) => {
          const created = { groupId: Math.max(0, ...groups.map((group) => group.groupId)) + 1, groupName };
          setGroups([...groups, created]);
          setSelectedId(created.groupId);
        }}
      />
    </GuideSection>
  );
}
