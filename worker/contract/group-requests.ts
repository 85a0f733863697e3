// What the group calls take (docs/api.md "Groups"): the host validates every request with these, which
// no page imports: a page that did would carry their checks in its bundle (group.ts has the answers).
import * as v from "valibot";
import { requestBody, required } from "./body";
import { GROUP_ID_MESSAGE, GROUP_ORDER_MESSAGE } from "./group";
import { GROUP_NAME_MAX, graphemeCount, KOREAN_MESSAGES } from "./rules";
import { safeCharacters, visibleText } from "./text";

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
