// 내 꿀 내려받기 (decision 020): GET /api/member/export?format=csv|json — every praise the member
// received (their saved copies) and sent, as a file: group, stamp, date, sender, receiver, letter,
// reaction. CSV is UTF-8 with a BOM, so spreadsheet apps read the Korean; its dates are Seoul's
// 'YYYY-MM-DD HH:mm' (JSON keeps the exact UTC instant); a cell a spreadsheet would run as a formula is
// written as text. Not enveloped: the answer is the file.
import { kstDateTime } from "../../contract/days";
import type { ExportFormat } from "../../contract/member";
import { REACTIONS, type ReactionCode } from "../../contract/reaction";
import { newestReaction, receiverNamesJson } from "../praise/keepers";
import { senderNameSql } from "../praise/sender-name";

type Row = {
  direction: "received" | "sent";
  group: string | null;
  stamp: string;
  date: string;
  sender: string;
  receiver: string;
  content: string;
  reaction: ReactionCode | null;
  delivered: number;
};

const ROWS_SQL = `
  SELECT 'received' AS direction, g.name AS "group", s.name AS stamp, r.saved_at AS date,
         ${senderNameSql("p", "sender")} AS sender, me.name AS receiver, COALESCE(p.letter, p.content) AS content, x.reaction, 1 AS delivered
    FROM received_praises r
    JOIN praises p ON p.id = r.praise_id
    JOIN members sender ON sender.id = p.sender_id
    JOIN members me ON me.id = r.member_id
    JOIN groups g ON g.id = r.group_id
    JOIN stamps s ON s.id = p.stamp_id
    LEFT JOIN praise_keepers x ON x.received_id = r.id
   WHERE r.member_id = ?1
  UNION ALL
  SELECT 'sent', g.name, s.name, COALESCE(p.delivered_at, p.created_at),
         me.name, (SELECT group_concat(value, ', ') FROM json_each(${receiverNamesJson("p")})), COALESCE(p.letter, p.content),
         ${newestReaction("p")}, p.send_status <> 'FAIL'
    FROM praises p
    JOIN members me ON me.id = p.sender_id
    JOIN stamps s ON s.id = p.stamp_id
    LEFT JOIN groups g ON g.id = p.sender_group_id
   WHERE p.sender_id = ?1
   ORDER BY date DESC`;

/** A stored UTC timestamp as Seoul reads it in a spreadsheet: 'YYYY-MM-DD HH:mm' (KST, UTC+9, no DST). */
export const seoulDateTime = (iso: string) => kstDateTime(iso);

const label = (code: ReactionCode | null) => (code ? (REACTIONS.find((r) => r.code === code)?.label ?? code) : "");

/** One CSV cell: quoted where needed; a leading =, +, -, @ (or tab, CR) made text, not a formula. */
const cell = (value: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const HEADER = ["구분", "그룹", "꿀도장", "날짜", "보낸 사람", "받는 사람", "내용", "꿀 답장", "전달"];

export const exportFile = async (db: D1Database, memberId: number, format: ExportFormat, now = new Date()) => {
  const { results } = await db.prepare(ROWS_SQL).bind(memberId).all<Row>();
  const day = seoulDateTime(now.toISOString()).slice(0, 10);
  const name = `내 꿀 ${day}.${format}`;
  const disposition = `attachment; filename="kkul-${day}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`;
  if (format === "json") {
    const praise = results.map((row) => ({
      direction: row.direction,
      group: row.group,
      stamp: row.stamp,
      date: row.date,
      sender: row.sender,
      receiver: row.receiver,
      content: row.content,
      reaction: row.reaction,
      delivered: row.delivered === 1,
    }));
    return new Response(JSON.stringify({ exportedAt: now.toISOString(), praise }, null, 2), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": disposition },
    });
  }
  const lines = [
    HEADER,
    ...results.map((row) => [
      row.direction === "received" ? "받은 꿀" : "보낸 꿀",
      row.group ?? "",
      row.stamp,
      seoulDateTime(row.date),
      row.sender,
      row.receiver,
      row.content,
      label(row.reaction),
      row.delivered === 1 ? "전달됨" : "전달 전",
    ]),
  ].map((fields) => fields.map(cell).join(","));
  return new Response(`\ufeff${lines.join("\r\n")}\r\n`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": disposition },
  });
};
