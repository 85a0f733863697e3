// Group (honey jar) calls (docs/api.md "Groups"): request validation for the host, response types for the client.
import * as v from "valibot";
import { requestBody, required } from "./body";
import { GROUP_NAME_MAX, graphemeCount, KOREAN_MESSAGES } from "./rules";
import { safeCharacters, visibleText } from "./text";

/** SPEC §5's duplicate message, the same from the server's 409, the rename check and the create dialog. */
export const GROUP_DUPLICATE_MESSAGE = "이미 존재하는 그룹이에요.";
export const GROUP_NOT_FOUND_MESSAGE = "그룹을 찾을 수 없어요.";
export const GROUP_ORDER_MESSAGE = "모든 그룹을 한 번씩, 1부터 차례대로 보내주세요.";
const GROUP_ID_MESSAGE = "그룹 id가 올바르지 않아요.";

/** A group name as stored: trimmed, 1–15 characters as a person counts them (SPEC §5). */
export const GroupNameSchema = visibleText({
  required: required("그룹명"),
  empty: "그룹명을 입력해주세요.",
  max: GROUP_NAME_MAX,
  tooLong: KOREAN_MESSAGES.groupNameTooLong,
});

const groupIdNumber = v.pipe(
  v.number(GROUP_ID_MESSAGE),
  v.safeInteger(GROUP_ID_MESSAGE),
  v.minValue(1, GROUP_ID_MESSAGE),
);

/** An id as it arrives in a path or query string. */
const groupIdText = v.pipe(
  v.string(required("groupId")),
  v.regex(/^[1-9][0-9]{0,15}$/, GROUP_ID_MESSAGE),
  v.transform(Number),
  v.safeInteger(GROUP_ID_MESSAGE),
);

// Requests
export const CreateGroupRequestSchema = requestBody({ groupName: GroupNameSchema }, { groupName: "그룹명" });
export type CreateGroupRequest = v.InferOutput<typeof CreateGroupRequestSchema>;

export const RenameGroupRequestSchema = requestBody(
  { groupId: groupIdNumber, groupName: GroupNameSchema },
  { groupId: "groupId", groupName: "그룹명" },
);
/** (ours) PATCH /api/group/reactions-seen: the owner opened the group. */
export const GroupIdRequestSchema = requestBody({ groupId: groupIdNumber }, { groupId: "groupId" });
export type GroupIdRequest = v.InferOutput<typeof GroupIdRequestSchema>;

export type RenameGroupRequest = v.InferOutput<typeof RenameGroupRequestSchema>;

export const GroupOrderRequestSchema = requestBody(
  {
    groupOrderList: v.array(
      requestBody(
        { groupId: groupIdNumber, orderIdx: v.pipe(v.number(GROUP_ORDER_MESSAGE), v.safeInteger(GROUP_ORDER_MESSAGE)) },
        {},
      ),
      GROUP_ORDER_MESSAGE,
    ),
  },
  { groupOrderList: "groupOrderList" },
);
export type GroupOrderRequest = v.InferOutput<typeof GroupOrderRequestSchema>;

export const GroupNameQuerySchema = requestBody({ groupName: GroupNameSchema }, { groupName: "그룹명" });

/** Search by substring: any text up to the name limit; empty lists every group. */
export const GroupSearchQuerySchema = requestBody(
  {
    groupName: v.optional(
      v.pipe(
        v.string(),
        safeCharacters(),
        v.trim(),
        v.normalize("NFC"),
        v.check((text) => graphemeCount(text) <= GROUP_NAME_MAX, KOREAN_MESSAGES.groupNameTooLong),
      ),
      "",
    ),
  },
  {},
);

export const GroupIdQuerySchema = requestBody({ groupId: groupIdText }, {});

/** `?groupId=1&groupId=2`: one or more ids, repeated keys. */
export const GroupIdsQuerySchema = requestBody(
  {
    groupId: v.pipe(
      v.union([groupIdText, v.pipe(v.array(groupIdText), v.minLength(1, required("groupId")))], GROUP_ID_MESSAGE),
      v.transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])]),
    ),
  },
  {},
);

export const GroupIdParamSchema = requestBody({ id: groupIdText }, { id: "groupId" });

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
