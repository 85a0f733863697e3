// / (SPEC §2 Main home): header with the side-menu button, the greeting card, and the '내 꿀단지'
// bottom sheet with the member's groups, then the week ('이번 주', decision 034) and the shared jars. `Home` needs no router: the worker draws it for a member
// with the groups already read, and the drawn entry hydrates it (decision 021). The full app's
// `HomePage` (./home-route.tsx) wraps it with the router.
import type { GroupSummary } from "@contract/group";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useState } from "react";
import { groupQueries, useCreateGroup } from "../../api/groups";
import { jarQueries } from "../../api/jars";
import { clearSignupDraft, forgetSentPraise, startSendDraft } from "../../lib/drafts";
import { jarToday } from "../../lib/jar-days";
import { useSideMenu } from "../../lib/menu-state";
import { useNavigateTo } from "../../lib/nav";
import { CreateGroupDialog } from "../../ui/create-group-dialog";
import { JarLists } from "../../ui/jar-lists";
import { styled } from "../../ui/theme";
import { HomeFrame, HomeTop } from "./home-top";
import { HomeWeek } from "./home-week";
import { MyJarsSheet } from "./my-jars-sheet";

const Below = styled("div", { display: "flex", flexDirection: "column", gap: "$5", width: "100%" });

/** Home itself, for the member named `userName`. */
export function Home({ userName }: { userName: string }) {
  const navigate = useNavigateTo();
  const sideMenu = useSideMenu();
  const groups = useQuery(groupQueries.list());
  const createGroup = useCreateGroup();
  const [creating, setCreating] = useState(false);
  const [createdGroupId, setCreatedGroupId] = useState<number | null>(null);
  const clearCreatedGroupId = useCallback(() => setCreatedGroupId(null), []);

  useEffect(() => {
    clearSignupDraft();
    forgetSentPraise(); // the next '꿀 보내기' from here starts a new praise
  }, []);

  const sendToGroup = (group: GroupSummary) => {
    startSendDraft({ groupName: group.groupName, groupId: group.groupId });
    navigate("/compliment/send/target");
  };

  return (
    <HomeFrame>
      <HomeTop userName={userName} onOpenMenu={() => sideMenu.open()} />
      <MyJarsSheet
        groups={groups.data}
        loading={groups.isPending}
        failed={groups.isError}
        onRetry={() => void groups.refetch()}
        onCreate={() => setCreating(true)}
        onSend={sendToGroup}
        onStartSending={() => navigate("/compliment/send/target")}
        focusGroupId={createdGroupId}
        onFocused={clearCreatedGroupId}
        footer={
          <Below>
            <HomeWeek />
            <HomeJars />
          </Below>
        }
      />
      <CreateGroupDialog
        takenNames={groups.data?.map((group) => group.groupName)}
        open={creating}
        onClose={() => setCreating(false)}
        onSave={async (groupName) => {
          const created = await createGroup.mutateAsync(groupName);
          setCreatedGroupId(created.groupId);
        }}
      />
    </HomeFrame>
  );
}

/**
 * Below the groups, the shared jars the member made and wrote in. Not in the worker's drawing
 * (decision 021): read once the page is live, shown when it has any. The query lives here, not in
 * `Home`, so the list's arrival redraws the list alone: through `Home` it redrew the whole sheet and
 * its group cards just after home's first load.
 */
function HomeJars() {
  const jars = useQuery(jarQueries.mine());
  // The answer comes through the query's store, whose updates React draws at once, in one task: the
  // list (its cards' styles new to the page) is drawn as a transition instead, yielding to the browser
  // between components, so a tap meanwhile is not kept waiting. Both deferred, so the list and its
  // failure change in the same draw (a retry's answer does not blank the list for a frame).
  const mine = useDeferredValue(jars.data);
  const failed = useDeferredValue(jars.isError);
  return (
    <JarLists
      mine={mine}
      failed={failed}
      onRetry={() => void jars.refetch()}
      today={jarToday()}
      showLoading={false}
      showEmpty={false}
    />
  );
}
