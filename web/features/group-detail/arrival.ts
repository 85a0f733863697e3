// What opening a group does besides drawing it: the 'honey saved' toast a save sends the member here
// with (SPEC §2), and clearing home's 'new' mark for reactions to praise sent from the group.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useMarkReactionsSeen } from "../../api/reactions";
import { useToast } from "../../ui/toast";
import { DETAIL_MESSAGES, DETAIL_TOAST_MS } from "./detail-messages";

type RouteState = { showToast?: boolean; double?: boolean } | null;

/** Arriving with state.showToast shows 'honey saved' for 3 s, once: the flag is consumed. */
export function useSavedToast() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const state = location.state as RouteState;
  useEffect(() => {
    if (state?.showToast !== true) return;
    toast.show(DETAIL_MESSAGES.honeySaved, { duration: DETAIL_TOAST_MS });
    const { showToast: _, ...rest } = state;
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
  }, [state, toast, navigate, location.pathname, location.search]);
}

/** Marks the group's reactions seen, asked only when its info says one is new. */
export function useSeenReactions(groupId: number | null, hasNew: boolean) {
  const { mutate } = useMarkReactionsSeen();
  useEffect(() => {
    if (groupId !== null && hasNew) mutate(groupId);
  }, [groupId, hasNew, mutate]);
}
