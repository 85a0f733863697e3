// Keeping a jar: its letters become ordinary received praise of the keeper, in a new group named by
// the jar's title, in one D1 batch (decision 024). Every letter is one row of a JSON array read by a
// single INSERT … SELECT FROM json_each, so 300 letters are one statement, not 300.

import { jarGroupName } from "../../contract/jar";
import { codePointCount, GROUP_NAME_MAX, groupNameKey, PRAISE_MAX, takeGraphemes } from "../../contract/rules";
import { awardReceiveBadges } from "../praise/badges";
import type { JarSettings, KeptLetter } from "./jar-object";

/** The sender row of a guest's letter (migration 0013); the letter's own name is shown. */
export const GUEST_SENDER_ID = -2;

/** The keeper's groups are unique by name: the title, or the title with a number when it is taken. */
const freeGroupName = async (db: D1Database, memberId: number, title: string) => {
  const base = jarGroupName(title);
  const { results } = await db.prepare("SELECT name_key FROM groups WHERE member_id = ?").bind(memberId).all<{
    name_key: string;
  }>();
  const taken = new Set(results.map((row) => row.name_key));
  if (!taken.has(groupNameKey(base))) return base;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const name = `${takeGraphemes(base, GROUP_NAME_MAX - suffix.length).trim()}${suffix}`;
    if (!taken.has(groupNameKey(name))) return name;
  }
};

/**
 * A kept letter as a praise row's text (migration 0021): `content` within a praise's length in code points
 * (the column's CHECK), cut at a character a person sees and ended with '…'; `letter` the whole text
 * when it is longer, else null.
 */
export const keptText = (text: string): { content: string; letter: string | null } => {
  if (codePointCount(text) <= PRAISE_MAX) return { content: text, letter: null };
  let content = "";
  let used = 0;
  for (const { segment } of new Intl.Segmenter("ko", { granularity: "grapheme" }).segment(text)) {
    used += codePointCount(segment);
    if (used > PRAISE_MAX - 1) break;
    content += segment;
  }
  return { content: `${content.trimEnd()}…`, letter: text };
};

/** Writes the kept jar into D1; answers the new group's id. */
export const keepInD1 = async (
  db: D1Database,
  keeperId: number,
  settings: JarSettings,
  letters: KeptLetter[],
  now: string,
) => {
  const groupName = await freeGroupName(db, keeperId, settings.title);
  const rows = letters.map((letter) => ({
    uuid: crypto.randomUUID(),
    sender: letter.writerId ?? GUEST_SENDER_ID,
    name: letter.writerName,
    ...keptText(letter.content),
    photo: letter.photoId,
    stamp: letter.honeyStampId,
    at: letter.writtenAt,
  }));
  const names = JSON.stringify([settings.recipientName]);
  const group = `(SELECT id FROM groups WHERE member_id = ?1 AND name = ?2)`;
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO groups (member_id, name, order_idx)
         SELECT ?1, ?2, COALESCE(MAX(order_idx), 0) + 1 FROM groups WHERE member_id = ?1`,
      )
      .bind(keeperId, groupName),
    // A writer who has left since is '탈퇴한 회원' (-1), their name no longer shown.
    db
      .prepare(
        `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, receiver_names, content, stamp_id,
                              project_status, send_status, created_at, delivered_at, kept_at, sender_name, jar_id,
                              letter, jar_photo_id)
         SELECT json_extract(l.value, '$.uuid'),
                COALESCE((SELECT id FROM members WHERE id = json_extract(l.value, '$.sender')), -1),
                NULL, ?1, ?2, json_extract(l.value, '$.content'), json_extract(l.value, '$.stamp'),
                0, 'GROUP', json_extract(l.value, '$.at'), ?3, ?3,
                CASE WHEN EXISTS (SELECT 1 FROM members WHERE id = json_extract(l.value, '$.sender'))
                     THEN json_extract(l.value, '$.name') END,
                ?4, json_extract(l.value, '$.letter'), json_extract(l.value, '$.photo')
           FROM json_each(?5) AS l`,
      )
      .bind(settings.recipientName, names, now, settings.jarId, JSON.stringify(rows)),
    db
      .prepare(
        `INSERT INTO received_praises (praise_id, member_id, group_id, saved_at)
         SELECT p.id, ?1, ${group}, ?3 FROM praises p WHERE p.jar_id = ?4 ORDER BY p.id`,
      )
      .bind(keeperId, groupName, now, settings.jarId),
    awardReceiveBadges(db, keeperId),
    // The members who wrote: their sent count grew by their letters (SEND badges, as for a praise).
    db
      .prepare(
        `INSERT OR IGNORE INTO member_badges (member_id, badge_id)
         SELECT w.sender_id, b.id FROM (SELECT DISTINCT sender_id FROM praises WHERE jar_id = ?1 AND sender_id > 0) w
           JOIN badges b ON b.kind = 'SEND'
          WHERE b.threshold <= (SELECT COUNT(*) FROM praises x WHERE x.sender_id = w.sender_id AND x.send_status <> 'FAIL')`,
      )
      .bind(settings.jarId),
    db
      .prepare(`UPDATE jars SET kept_by = ?1, kept_at = ?3, group_id = ${group} WHERE id = ?4 AND kept_by IS NULL`)
      .bind(keeperId, groupName, now, settings.jarId),
    db.prepare(`SELECT ${group} AS id`).bind(keeperId, groupName),
  ]);
  const groupId = (results.at(-1)?.results[0] as { id: number } | undefined)?.id;
  if (typeof groupId !== "number") throw new Error(`kept jar ${settings.jarId}: its group was not written`);
  return groupId;
};
