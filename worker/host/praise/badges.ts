// Badges are awarded inside the same batch that changes a count: INSERT OR IGNORE on the
// (member, badge) primary key makes "never missed, never twice" a property of the database.

/** SEND badges for the sender of `praiseUuid`, by their delivered sent count. */
export const awardSendBadges = (db: D1Database, praiseUuid: string) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO member_badges (member_id, badge_id)
       SELECT p.sender_id, b.id FROM praises p JOIN badges b ON b.kind = 'SEND'
        WHERE p.uuid = ?
          AND b.threshold <= (SELECT COUNT(*) FROM praises x WHERE x.sender_id = p.sender_id AND x.send_status <> 'FAIL')`,
    )
    .bind(praiseUuid);

/** RECEIVE badges for a member, by their saved received count. */
export const awardReceiveBadges = (db: D1Database, memberId: number) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO member_badges (member_id, badge_id)
       SELECT ?, b.id FROM badges b
        WHERE b.kind = 'RECEIVE'
          AND b.threshold <= (SELECT COUNT(*) FROM received_praises r WHERE r.member_id = ?)`,
    )
    .bind(memberId, memberId);
