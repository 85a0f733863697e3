// Group (honey jar) calls (docs/api.md "Groups"): the words both sides use and the answers a page reads.
// What only the host checks, the requests, is in group-requests.ts.
import * as v from "valibot";

/** SPEC §5's duplicate message, the same from the server's 409, the rename check and the create dialog. */
export const GROUP_DUPLICATE_MESSAGE = "이미 존재하는 그룹이에요.";
export const GROUP_NOT_FOUND_MESSAGE = "그룹을 찾을 수 없어요.";
export const GROUP_ORDER_MESSAGE = "모든 그룹을 한 번씩, 1부터 차례대로 보내주세요.";
export const GROUP_ID_MESSAGE = "그룹 id가 올바르지 않아요.";

// Responses
export const GroupMemberSchema = v.object({ name: v.string() });
export type GroupMember = v.InferOutput<typeof GroupMemberSchema>;

export const GroupSummarySchema = v.object({
  groupId: v.number(),
  groupName: v.string(),
  orderIdx: v.number(),
  receiveCount: v.number(),
  sendCount: v.number(),
  groupMembers: v.array(GroupMemberSchema),
  /** (ours) A reaction to praise sent from this group that its owner has not seen yet. */
  hasNewReaction: v.optional(v.boolean(), false),
});
// Input, not output: our added field is optional, so a host's answer without it (SPEC's) is typed too.
export type GroupSummary = v.InferInput<typeof GroupSummarySchema>;

export const GroupListSchema = v.object({ groupMembersPraiseCountInfos: v.array(GroupSummarySchema) });
export type GroupList = v.InferOutput<typeof GroupListSchema>;

export const CreatedGroupSchema = v.object({ groupId: v.number(), groupName: v.string(), orderIdx: v.number() });
export type CreatedGroup = v.InferOutput<typeof CreatedGroupSchema>;

export const GroupMembersSchema = v.object({
  groupMembersInfos: v.array(
    v.object({
      groupId: v.number(),
      groupName: v.string(),
      orderIdx: v.number(),
      groupMembers: v.array(GroupMemberSchema),
    }),
  ),
});
export type GroupMembers = v.InferOutput<typeof GroupMembersSchema>;

export const GroupSearchSchema = v.object({
  groupInfos: v.array(v.object({ groupId: v.number(), groupName: v.string() })),
});
export type GroupSearch = v.InferOutput<typeof GroupSearchSchema>;

export const GroupCheckSchema = v.object({ isDuplicate: v.boolean() });
export type GroupCheck = v.InferOutput<typeof GroupCheckSchema>;

export const GroupInfoSchema = v.object({
  groupId: v.number(),
  groupName: v.string(),
  praiseCount: v.number(),
  // Ours, optional: a host that speaks only SPEC §7 leaves them out. Each tab's count,
  // so group detail reads only the open tab's list, and whether a reaction to praise sent from the
  // group is new, so opening it marks them seen only then.
  receiveCount: v.optional(v.number()),
  sendCount: v.optional(v.number()),
  hasNewReaction: v.optional(v.boolean()),
});
export type GroupInfo = v.InferOutput<typeof GroupInfoSchema>;
