// GET /api/features: what the built-in praise host offers beyond SPEC §7 (docs/api.md "Host features",
// decision 022). Public, like /auth/config, which reads it (edge/client-settings.ts).
import { Hono } from "hono";
import type { HostFeatures } from "../contract/host-features";
import { RECEIVERS_MAX } from "../contract/receiver-names";
import { ok } from "../lib/errors";
import type { AppEnv } from "../lib/types";

/** What the built-in praise host offers: several receivers and the relay. */
export const BUILT_IN_FEATURES: HostFeatures = { receiversMax: RECEIVERS_MAX, relay: true };

export const featureRoutes = new Hono<AppEnv>().get("/", (c) => ok<HostFeatures>(c, BUILT_IN_FEATURES));
