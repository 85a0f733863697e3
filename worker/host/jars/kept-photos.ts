// A kept letter's photo leaves with its praise (docs/api.md fifth round, decision 039): when its keeper
// deletes the praise, or the group it is in, the jar's object lets the photo go and deletes its bytes.
import { jarObject } from "./routes";

/** A deleted praise's jar photo, as the deleting statement reads it (null columns: none). */
export type KeptPhotoRow = { jar_id: string | null; photo: string | null };

/** SQL reading a praise's jar and photo beside `praiseId` (a column of the statement's row). */
export const keptPhotoColumns = (praiseId: string) =>
  `(SELECT p.jar_id FROM praises p WHERE p.id = ${praiseId}) AS jar_id,
   (SELECT p.jar_photo_id FROM praises p WHERE p.id = ${praiseId}) AS photo`;

/**
 * Lets the photos go. The praise is already gone from D1, so nobody reads the photo through it; a failed
 * call only leaves its bytes until the jar itself goes (its departure rules, decision 040).
 */
export const letKeptPhotosGo = async (env: Env, keeperId: number, rows: KeptPhotoRow[]) => {
  const calls = rows.flatMap((row) =>
    row.jar_id !== null && row.photo !== null ? [jarObject(env, row.jar_id).dropKeptPhoto(keeperId, row.photo)] : [],
  );
  for (const result of await Promise.allSettled(calls))
    if (result.status === "rejected") console.warn(`[jar] a kept photo was not let go: ${String(result.reason)}`);
};
