// Thank back: the receiver's honey reaction (PUT) and the sender's 'seen' (PATCH). No
// retries (SPEC §7). After a reaction, the praise lists and the landing page's answer are refetched.
import type { GroupIdRequest } from "@contract/group-requests";
import type { ReactRequest } from "@contract/praise-requests";
import { type ReactionCode, ReactionSchema } from "@contract/reaction";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { groupQueries } from "./groups";
import { praiseQueries } from "./praise";
import { receiveQueries } from "./receive";

export function useReactToPraise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReactRequest) => api.put("/api/receive-praise/reaction", { body, schema: ReactionSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: praiseQueries.all }),
        queryClient.invalidateQueries({ queryKey: receiveQueries.all }),
      ]),
  });
}

/** Sends `receivePraiseId`'s answer (web/ui/reaction-picker.tsx's `send`). */
export function useSendReaction(receivePraiseId: number) {
  const react = useReactToPraise();
  return (reaction: ReactionCode) => react.mutateAsync({ receivePraiseId, reaction });
}

/** The sender opened the group: its reactions are not news any more (home's 'new' mark goes). */
export function useMarkReactionsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      api.patch("/api/group/reactions-seen", { body: { groupId } satisfies GroupIdRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupQueries.list().queryKey }),
  });
}
