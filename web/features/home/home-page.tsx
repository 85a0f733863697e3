// / (SPEC §2 Main home): header with the side-menu button, the greeting card, and the '내 꿀단지'
// bottom sheet with the member's groups. Arriving with state.showToast shows 'honey saved' for 3 s.
import type { GroupSummary } from "@contract/group";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { groupQueries, useCreateGroup } from "../../api/groups";
import { getSession } from "../../api/session";
import { clearSignupDraft, readSendDraft, writeSendDraft } from "../../lib/drafts";
import { useSideMenu } from "../../lib/side-menu";
import { CreateGroupDialog } from "../../ui/create-group-dialog";
import { IconButton as MenuButton } from "../../ui/icon-button";
import { MenuIcon } from "../../ui/icons";
import { styled } from "../../ui/theme";
import { useToast } from "../../ui/toast";
import { MyJarsSheet } from "./my-jars-sheet";

export const HONEY_SAVED_TOAST = "꿀을 저장했어요";
export const HONEY_SAVED_TOAST_MS = 3000;

const Page = styled("div", {
  position: "relative",
  height: "100dvh",
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
  background: "linear-gradient(180deg, $honey 0%, $cream 55%, $white 100%)",
});

const Header = styled("header", {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  // Below the status bar where the page is drawn under it (viewport-fit=cover); 0 elsewhere.
  height: "calc(56px + env(safe-area-inset-top, 0px))",
  flexShrink: 0,
  padding: "env(safe-area-inset-top, 0px) $2 0 $5",
});

const Brand = styled("div", { display: "flex", alignItems: "center", gap: "$2", fontSize: "$lg", fontWeight: "$bold" });

const Main = styled("main", { flex: 1, minHeight: 0, padding: "$2 $5 0" });

const GreetingCard = styled("section", {
  display: "flex",
  alignItems: "center",
  gap: "$4",
  padding: "$5",
  borderRadius: "$lg",
  backgroundColor: "rgba(255, 255, 255, 0.85)",
  boxShadow: "$card",
  "@narrow": { padding: "$4", gap: "$3" },
});
const GreetingArt = styled("img", { width: "56px", height: "56px", flexShrink: 0 });
const Greeting = styled("h1", { fontSize: "$xl", fontWeight: "$bold", lineHeight: "$tight", wordBreak: "keep-all" });
const Prompt = styled("p", { marginTop: "$1", fontSize: "$sm", color: "$textSub" });

export function HomePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const sideMenu = useSideMenu();
  const { userName } = getSession();
  const groups = useQuery(groupQueries.list());
  const createGroup = useCreateGroup();
  const [creating, setCreating] = useState(false);
  const [createdGroupId, setCreatedGroupId] = useState<number | null>(null);
  const clearCreatedGroupId = useCallback(() => setCreatedGroupId(null), []);

  useEffect(() => clearSignupDraft(), []);

  const showToast = (location.state as { showToast?: boolean } | null)?.showToast === true;
  useEffect(() => {
    if (!showToast) return;
    toast.show(HONEY_SAVED_TOAST, { duration: HONEY_SAVED_TOAST_MS });
    // Consumed: a reload or a later visit to this entry does not show it again.
    void navigate(".", { replace: true, state: null });
  }, [showToast, toast, navigate]);

  const sendToGroup = (group: GroupSummary) => {
    writeSendDraft({ ...readSendDraft(), groupName: group.groupName, groupId: group.groupId });
    void navigate("/compliment/send/target");
  };

  return (
    <Page>
      <Header>
        <Brand>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          꿀단지
        </Brand>
        <MenuButton type="button" aria-label="메뉴 열기" aria-haspopup="dialog" onClick={() => sideMenu.open()}>
          <MenuIcon />
        </MenuButton>
      </Header>
      <Main>
        <GreetingCard>
          <GreetingArt src="/images/logo.svg" alt="" width={56} height={56} />
          <div>
            <Greeting>{`안녕하세요, ${userName ?? ""}님!`}</Greeting>
            <Prompt>팀원에게 달콤한 꿀을 보내볼까요?</Prompt>
          </div>
        </GreetingCard>
      </Main>
      <MyJarsSheet
        groups={groups.data}
        loading={groups.isPending}
        failed={groups.isError}
        onRetry={() => void groups.refetch()}
        onCreate={() => setCreating(true)}
        onSend={sendToGroup}
        focusGroupId={createdGroupId}
        onFocused={clearCreatedGroupId}
      />
      <CreateGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSave={async (groupName) => {
          const created = await createGroup.mutateAsync(groupName);
          setCreatedGroupId(created.groupId);
        }}
      />
    </Page>
  );
}
