// The stamp catalogue (docs/api.md "Praise": GET /api/stamp), on its own so a page that only picks a stamp
// (a shared jar's letter) does not load the praise calls' contract with it.
import * as v from "valibot";

export const StampSchema = v.object({ id: v.number(), imageUrl: v.string(), stampName: v.string() });
export type Stamp = v.InferOutput<typeof StampSchema>;
export const StampListSchema = v.object({ stampDtos: v.array(StampSchema) });
