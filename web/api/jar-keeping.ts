// Keeping a shared jar (API.md fourth round, decision 024): the opening page's calls, apart from the
// writing page's (./jars.ts): the kept jar becomes one of the keeper's groups, read as a group's praise.
import { type KeepJarRequest, KeptJarSchema } from "@contract/jar";
import { PAGE_SIZE_MAX, ReceivedPraisePageSchema } from "@contract/praise";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { groupQueries } from "./groups";
import { jarQueries } from "./jars";
import { weeklyQueries } from "./weekly";

/** The letters of a jar just kept, as the keeper's new group holds them (the first page of them). */
export const keptLettersQuery = (groupId: number) =>
  queryOptions({
    queryKey: [...jarQueries.all, "kept", groupId] as const,
    queryFn: ({ signal }) =>
      api.get("/api/receive-praise/group", {
        query: { groupId, page: 0, size: PAGE_SIZE_MAX },
        schema: ReceivedPraisePageSchema,
        signal,
      }),
    retry: false,
  });

/** Keeps the jar: a new group of the caller; the group lists refresh with the jars. */
export function useKeepJar(jarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepKey: string) =>
      api.post(`/api/jar/${encodeURIComponent(jarId)}/keep`, {
        body: { keepKey } satisfies KeepJarRequest,
        schema: KeptJarSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jarQueries.all }),
        queryClient.invalidateQueries({ queryKey: groupQueries.all }),
        queryClient.invalidateQueries({ queryKey: weeklyQueries.all }),
      ]),
  });
}
