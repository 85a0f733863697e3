// Praise of one group (docs/api.md "Praise", "Stamps"): the received and sent lists (infinite, 10 a page),
// the group's stamp cards, the move target's member counts, and the calls that change what a group
// holds (save a received praise into it, move, delete). One factory, so the mutations invalidate
// exactly the keys the queries use. No retries (SPEC §7).
import { type GroupMembers, GroupMembersSchema } from "@contract/group";
import { type Keeper, keepersOf } from "@contract/keepers";
import {
  type PageInfo,
  ReceivedPraisePageSchema,
  SentPraisePageSchema,
  type StampCard,
  StampCardListSchema,
} from "@contract/praise";
import type { KeepPraiseRequest, MovePraiseRequest } from "@contract/praise-requests";
import type { ReactionCode } from "@contract/reaction";
import { receiverNamesOf, receiversLabel } from "@contract/receiver-names";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { groupQueries } from "./groups";
import { memberQueries } from "./member";
import { receiveQueries } from "./receive";
import { weeklyQueries } from "./weekly";

export type { StampCard };

/** SPEC §9: praise lists load 10 at a time. */
export const PRAISE_PAGE_SIZE = 10;

/** The group detail's tabs: praise received into the group, praise sent from it. */
export type PraiseTab = "receive" | "send";

/** A praise letter as the lists show it (SPEC §3), whichever direction it went. */
export type PraiseLetter = {
  id: number;
  /** The sender on the receive tab, the receiver on the send tab. */
  name: string;
  content: string;
  stampUrl: string;
  profileImageUrl: string;
  /** ISO 8601. */
  date: string;
  /** Sent tab only: when the receiver first saved it, null while unsaved. */
  savedAt?: string | null;
  /** The receiver's honey reaction (sent tab: to the sender; receive tab: the viewer's own). */
  reaction?: ReactionCode | null;
  /** Receive tab only: the viewer kept it, so they may answer it (every keeper may, decision 022). */
  canReact?: boolean;
  /** Sent tab only (decision 022): everyone who kept it, first saver first (letterKeepers reads it). */
  keepers?: readonly Keeper[];
  /** Receive tab only (decision 022): the praise's uuid, where its host gives it. */
  uuid?: string | undefined;
};

/** The keepers of a sent letter, also from a host that has only the first saver's savedAt and reaction. */
export const letterKeepers = (letter: PraiseLetter) => keepersOf({ ...letter, receiverName: letter.name });

export type PraisePage = { letters: PraiseLetter[]; pageInfo: PageInfo };

/** SPEC §4 (docs/api.md: 0-based): the next page is pageNum + 1 while that is below totalPages. */
export const nextPraisePage = ({ pageNum, totalPages }: PageInfo): number | undefined =>
  pageNum + 1 < totalPages ? pageNum + 1 : undefined;

const fetchPraisePage = async (
  tab: PraiseTab,
  groupId: number,
  page: number,
  signal: AbortSignal,
): Promise<PraisePage> => {
  const query = { groupId, page, size: PRAISE_PAGE_SIZE };
  if (tab === "receive") {
    const data = await api.get("/api/receive-praise/group", { query, schema: ReceivedPraisePageSchema, signal });
    return {
      pageInfo: data.pageInfo,
      letters: data.receivePraiseInfos.map(({ receivePraiseId, receiveDate, ...rest }) => ({
        ...rest,
        id: receivePraiseId,
        date: receiveDate,
      })),
    };
  }
  const data = await api.get("/api/send-praise/group", { query, schema: SentPraisePageSchema, signal });
  return {
    pageInfo: data.pageInfo,
    letters: data.sendPraiseInfos.map(({ sendPraiseId, sendDate, receiverNames, keepers, ...rest }) => ({
      ...rest,
      // Everyone it names (decision 022), as one line fits.
      name: receiversLabel(receiverNamesOf({ receiverName: rest.name, receiverNames })),
      id: sendPraiseId,
      date: sendDate,
      keepers,
    })),
  };
};

export const praiseQueries = {
  all: ["praise"] as const,
  /** Everything cached about one group's praise. */
  group: (groupId: number) => [...praiseQueries.all, "group", groupId] as const,
  list: (groupId: number, tab: PraiseTab) =>
    infiniteQueryOptions({
      queryKey: [...praiseQueries.group(groupId), "list", tab] as const,
      queryFn: ({ pageParam, signal }) => fetchPraisePage(tab, groupId, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last: PraisePage) => nextPraisePage(last.pageInfo),
      retry: false,
    }),
  /** 'Stamps received in this group': every stamp, count here over count in all my groups. */
  receivedStamps: (groupId: number) =>
    queryOptions({
      queryKey: [...praiseQueries.group(groupId), "stamps", "received"] as const,
      queryFn: async ({ signal }) =>
        (await api.get("/api/stamp/received", { query: { group: groupId }, schema: StampCardListSchema, signal }))
          .stampInfoByGroupDtos,
      retry: false,
    }),
  /**
   * GET /api/group/members for the move confirmation. A group call, so its key sits under the groups'
   * key and every group invalidation (rename, delete, create) refreshes it too.
   */
  groupMembers: (groupIds: readonly number[]) =>
    queryOptions({
      queryKey: [...groupQueries.all, "members", [...groupIds].sort((a, b) => a - b)] as const,
      queryFn: async ({ signal }): Promise<GroupMembers["groupMembersInfos"]> =>
        (await api.get("/api/group/members", { query: { groupId: groupIds }, schema: GroupMembersSchema, signal }))
          .groupMembersInfos,
      retry: false,
    }),
};

/**
 * After a move or delete: every group's lists and stamp cards (a delete changes the totals across
 * groups), the groups' counts and members, and the member's own counts.
 */
const useRefreshAfterChange = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: praiseQueries.all }),
      queryClient.invalidateQueries({ queryKey: groupQueries.all }),
      queryClient.invalidateQueries({ queryKey: memberQueries.all }),
    ]);
};

export type MovePraiseVariables = { tab: PraiseTab; praiseIds: readonly number[]; targetGroupId: number };

/** PATCH /api/group/{receive,send}-praise/change: all of them or none (404). */
export function useMovePraise() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ tab, praiseIds, targetGroupId }: MovePraiseVariables) =>
      api.patch(tab === "receive" ? "/api/group/receive-praise/change" : "/api/group/send-praise/change", {
        body: { praiseIdList: [...praiseIds], groupId: targetGroupId } satisfies MovePraiseRequest,
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/receive-praise?id=1,2,3: only received praise can be deleted (SPEC §6). */
export function useDeleteReceivedPraise() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (praiseIds: readonly number[]) =>
      api.delete("/api/receive-praise", { query: { id: praiseIds.join(",") } }),
    onSuccess: refresh,
  });
}

/**
 * POST /api/receive-praise: the receiver keeps the praise `uuid` in one of their groups (the landing's
 * group picker, loaded only when it opens).
 */
export function useKeepPraise(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      api.post("/api/receive-praise", { body: { praiseUuid: uuid, groupId } satisfies KeepPraiseRequest }),
    // Not awaited: the page moves on at once (home after a save; the saved state after a 409).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: receiveQueries.uuid(uuid) });
      void queryClient.invalidateQueries({ queryKey: groupQueries.all });
      void queryClient.invalidateQueries({ queryKey: weeklyQueries.all });
    },
  });
}
