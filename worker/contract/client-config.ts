// GET /auth/config: the worker's public client settings, on their own so every page that reads them
// (a shared jar's share button) does not load the sign-up and login contract with them.
import * as v from "valibot";

// Public, non-secret settings the client needs at run time (ours: one build for every environment).
export const ClientConfigSchema = v.object({
  kakaoAuthOrigin: v.string(),
  kakaoClientId: v.string(),
  kakaoJsKey: v.string(),
  kakaoSdkUrl: v.string(),
  /** Subresource Integrity of the SDK file (from Kakao's download page); empty for the local stand-in. */
  kakaoSdkIntegrity: v.string(),
  kakaoTemplateId: v.string(),
  /** (ours) The monthly recap's share template; empty (or left out) = no recap share. */
  kakaoRecapTemplateId: v.optional(v.string(), ""),
  /** (ours, decision 022) The keeper's answer sent back to the sender; empty (or left out) = no answer share. */
  kakaoAnswerTemplateId: v.optional(v.string(), ""),
  /** (ours, decision 024) A shared jar's writing link and opening link; empty = copy the link only. */
  kakaoJarTemplateId: v.optional(v.string(), ""),
  kakaoJarOpenTemplateId: v.optional(v.string(), ""),
  /**
   * (ours, local tests only) How often the send and receipt checks ask, in ms, instead of 3 s and
   * 5 s. Sent only by a local worker started with DEV_POLL_INTERVAL_MS; absent everywhere else.
   */
  devPollIntervalMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * (ours, decision 022) How many receivers one praise may name, as the praise host declares it
   * (GET /api/features); 1, SPEC §7's one name, for a host that declares nothing.
   */
  receiversMax: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** (ours, decision 022) Whether the praise host takes the relay (`relayOf`), as it declares it. */
  relay: v.optional(v.boolean(), false),
});
export type ClientConfig = v.InferOutput<typeof ClientConfigSchema>;
