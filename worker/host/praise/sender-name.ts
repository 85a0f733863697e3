// The name a praise's sender is shown under, in SQL. A shared jar's letter carries the name it was
// signed with (praises.sender_name, migration 0013): a guest's nickname, marked as a guest's, or the
// member's name as it was when they wrote. Every other praise names its sender's member row, which
// reads '탈퇴한 회원' once they have left.
export const GUEST_MARK = " (손님)";

/** `p`: the praises alias; `m`: the members alias joined on p.sender_id. */
export const senderNameSql = (p: string, m: string) =>
  `CASE WHEN ${p}.sender_id = -2 THEN ${p}.sender_name || '${GUEST_MARK}' ELSE COALESCE(${p}.sender_name, ${m}.name) END`;
