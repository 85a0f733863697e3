// The stamp catalogue (docs/api.md "Praise": GET /api/stamp), on its own so a page that only picks a stamp
// (a shared jar's letter) does not load the praise calls' contract with it. A jar's occasion has stamps
// of its own (decision 044): `?occasion=` lists them, each marked with it, before the eight.
import * as v from "valibot";
import { JAR_OCCASIONS, type JarOccasion } from "./occasion";

export const StampSchema = v.object({
  id: v.number(),
  imageUrl: v.string(),
  stampName: v.string(),
  /** (fifth round) The occasion this stamp belongs to; left out on the eight praise stamps. */
  occasion: v.optional(v.picklist(JAR_OCCASIONS)),
});
export type Stamp = v.InferOutput<typeof StampSchema>;
/** A praise or a letter sent without a stamp, or with one that does not exist. */
export const STAMP_REQUIRED = "꿀도장을 선택해주세요";
export const StampListSchema = v.object({ stampDtos: v.array(StampSchema) });

/** GET /api/stamp's query: an occasion adds its stamps, first. */
export const StampQuerySchema = v.object({
  occasion: v.optional(v.picklist(JAR_OCCASIONS, "occasion 값이 올바르지 않아요.")),
});

/** The stamps a letter in an `occasion` jar is written with: the occasion's own, in the catalogue's order. */
export const occasionStamps = (catalogue: readonly Stamp[], occasion: JarOccasion) =>
  catalogue.filter((stamp) => stamp.occasion === occasion);
