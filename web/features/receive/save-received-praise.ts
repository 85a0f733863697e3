// Saving a received praise into one of the viewer's groups (API.md "Praise"): the group picker's
// call, apart from the landing's read so an anonymous receiver's first load leaves it out.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { groupQueries } from "../../api/groups";
import { receiveQueries } from "../../api/receive";

export function useSaveReceivedPraise(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => api.post("/api/receive-praise", { body: { praiseUuid: uuid, groupId } }),
    // Not awaited: the page moves on at once (home after a save; the saved state after a 409).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: receiveQueries.uuid(uuid) });
      void queryClient.invalidateQueries({ queryKey: groupQueries.all });
    },
  });
}
