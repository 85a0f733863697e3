// Group (honey jar) calls: one queryOptions() factory, so every mutation invalidates the very keys the
// queries use, and the mutation hooks home, group management, group detail and the send flow share.
// Group queries never retry (SPEC §7).
import {
  type CreatedGroup,
  CreatedGroupSchema,
  GroupCheckSchema,
  GroupInfoSchema,
  GroupListSchema,
  GroupSearchSchema,
  type GroupSummary,
} from "@contract/group";
import type { CreateGroupRequest, GroupOrderRequest, RenameGroupRequest } from "@contract/group-requests";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";

export type { GroupSummary };

export const groupQueries = {
  all: ["groups"] as const,
  list: () =>
    queryOptions({
      queryKey: [...groupQueries.all, "list"] as const,
      queryFn: async ({ signal }): Promise<GroupSummary[]> =>
        (await api.get("/api/group", { schema: GroupListSchema, signal })).groupMembersPraiseCountInfos,
      retry: false,
    }),
  info: (groupId: number) =>
    queryOptions({
      queryKey: [...groupQueries.all, "info", groupId] as const,
      queryFn: ({ signal }) => api.get("/api/group/info", { query: { groupId }, schema: GroupInfoSchema, signal }),
      retry: false,
    }),
  check: (groupName: string) =>
    queryOptions({
      queryKey: [...groupQueries.all, "check", groupName] as const,
      queryFn: ({ signal }) => api.get("/api/group/check", { query: { groupName }, schema: GroupCheckSchema, signal }),
      retry: false,
    }),
  search: (groupName: string) =>
    queryOptions({
      queryKey: [...groupQueries.all, "search", groupName] as const,
      queryFn: async ({ signal }) =>
        (await api.get("/api/group/search", { query: { groupName }, schema: GroupSearchSchema, signal })).groupInfos,
      retry: false,
    }),
};

/** Refreshes every cached group query (SPEC §7: after a create the cached group queries refresh). */
const useRefreshGroups = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: groupQueries.all });
};

export function useCreateGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupName: string): Promise<CreatedGroup> =>
      api.post("/api/group", { body: { groupName } satisfies CreateGroupRequest, schema: CreatedGroupSchema }),
    onSuccess: refresh,
  });
}

export function useRenameGroup() {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (body: RenameGroupRequest) => api.patch("/api/group/name", { body }),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => api.delete(`/api/group/${groupId}`),
    // Everything but the deleted group's own info, which would only answer 404 now (its page is
    // being left).
    onSuccess: (_, groupId) => {
      const gone = groupQueries.info(groupId).queryKey;
      return queryClient.invalidateQueries({
        queryKey: groupQueries.all,
        predicate: (query) => !(query.queryKey[1] === gone[1] && query.queryKey[2] === gone[2]),
      });
    },
  });
}

/**
 * Sends the whole order (1-based) at once. The list cache shows the new order right away and goes
 * back to the old one if the server refuses (SPEC §4: a drag updates the order locally and sends it).
 */
export function useReorderGroups() {
  const queryClient = useQueryClient();
  const listKey = groupQueries.list().queryKey;
  return useMutation({
    mutationFn: (groups: GroupSummary[]) =>
      api.patch("/api/group/order", {
        body: {
          groupOrderList: groups.map((group, index) => ({ groupId: group.groupId, orderIdx: index + 1 })),
        } satisfies GroupOrderRequest,
      }),
    onMutate: async (groups) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(
        listKey,
        groups.map((group, index) => ({ ...group, orderIdx: index + 1 })),
      );
      return { previous };
    },
    onError: (_error, _groups, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueries.all }),
  });
}
