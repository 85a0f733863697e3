// What a praise host declares it offers beyond SPEC §7 (docs/api.md "Host features", decision 022).
import * as v from "valibot";

/**
 * (ours) GET /api/features: what the host offers beyond SPEC §7. A host that predates it
 * (an external one that speaks SPEC alone) answers 404, read as none of them: one receiver.
 */
export const HostFeaturesSchema = v.object({
  receiversMax: v.optional(v.number(), 1),
  /** The praise relay: `relayOf` on POST /api/send-praise, `relay` on GET /api/receive-praise. */
  relay: v.optional(v.boolean(), false),
});
export type HostFeatures = v.InferOutput<typeof HostFeaturesSchema>;
/** What a host that declares nothing offers: SPEC §7's one receiver, no relay. */
export const SPEC_FEATURES: HostFeatures = v.parse(HostFeaturesSchema, {});
