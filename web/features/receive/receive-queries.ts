// The received-praise landing's calls (API.md "Praise"): read a praise by uuid (login optional) and
// save it into one of the viewer's groups. No retries here (SPEC §7).
import { type ReceivedPraise, ReceivedPraiseSchema } from "@contract/praise";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { groupQueries } from "../../api/groups";

/** Who is asking: a member sees their own state of the praise (MYSELF, the group it is saved in). */
export type Viewer = "member" | "anonymous";

export const receiveQueries = {
  all: ["receive-praise"] as const,
  /** Every viewer's answer for one praise. */
  uuid: (uuid: string) => [...receiveQueries.all, "uuid", uuid] as const,
  byUuid: (uuid: string, viewer: Viewer) =>
    queryOptions({
      queryKey: [...receiveQueries.uuid(uuid), viewer] as const,
      queryFn: ({ signal }): Promise<ReceivedPraise> =>
        api.get("/api/receive-praise", {
          query: { uuid },
          auth: viewer === "member" ? "optional" : false,
          schema: ReceivedPraiseSchema,
          signal,
        }),
      retry: false,
    }),
};

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
