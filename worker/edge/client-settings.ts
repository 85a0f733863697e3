// GET /auth/config: the client's public settings — the Kakao keys and templates, and what the praise
// host in use offers beyond SPEC §7 (decision 022). An edge concern: the built-in host's offer is its
// own (host/features.ts), an external host's is asked through /api. No secret is ever part of it.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { ClientConfig } from "../contract/client-config";
import { type HostFeatures, HostFeaturesSchema, SPEC_FEATURES } from "../contract/host-features";
import { BUILT_IN_FEATURES } from "../host/features";
import { devPollIntervalMs, readConfig } from "../lib/config";
import { ok } from "../lib/errors";
import type { AppEnv } from "../lib/types";
import type { Reenter } from "./session/internal";

/**
 * What the praise host offers beyond SPEC §7 (decision 022). The built-in host's offer is known here;
 * an external host's is what it declares at GET /api/features, asked through /api once per isolate
 * and host. A host without the call — one that speaks SPEC alone — or a failure reads as SPEC's:
 * one receiver. A failure is not kept, so the next page load asks again.
 */
const featuresByHost = new Map<string, Promise<HostFeatures>>();
export const hostFeatures = async (c: Context<AppEnv>, reenter: Reenter, host: string): Promise<HostFeatures> => {
  if (!host) return BUILT_IN_FEATURES;
  let features = featuresByHost.get(host);
  if (!features) {
    features = (async () => {
      const res = await reenter(c, new Request(new URL("/api/features", c.req.url)));
      if (!res.ok) throw new Error(`GET /api/features: ${res.status}`);
      return v.parse(HostFeaturesSchema, ((await res.json()) as { data?: unknown }).data);
    })();
    featuresByHost.set(host, features);
    features.catch(() => featuresByHost.delete(host));
  }
  return features.catch(() => SPEC_FEATURES);
};

/** Mounted at /auth (beside the Kakao login, edge/kakao-auth.ts): GET /config. */
export const createClientSettings = (reenter: Reenter) =>
  new Hono<AppEnv>().get("/config", async (c) => {
    const config = readConfig(c.env);
    const features = await hostFeatures(c, reenter, config.PRAISE_HOST);
    const pollMs = devPollIntervalMs(config, c.env, c.req.url);
    c.header("Cache-Control", "no-cache");
    return ok<ClientConfig>(c, {
      kakaoAuthOrigin: config.KAKAO_AUTH_ORIGIN,
      kakaoClientId: config.KAKAO_REST_API_KEY,
      kakaoJsKey: config.KAKAO_JS_KEY,
      kakaoSdkUrl: config.KAKAO_SDK_URL,
      kakaoSdkIntegrity: config.KAKAO_SDK_INTEGRITY,
      kakaoTemplateId: config.KAKAO_TEMPLATE_ID,
      kakaoRecapTemplateId: config.KAKAO_RECAP_TEMPLATE_ID,
      kakaoAnswerTemplateId: config.KAKAO_ANSWER_TEMPLATE_ID,
      kakaoJarTemplateId: config.KAKAO_JAR_TEMPLATE_ID,
      kakaoJarOpenTemplateId: config.KAKAO_JAR_OPEN_TEMPLATE_ID,
      receiversMax: features.receiversMax,
      relay: features.relay,
      ...(pollMs === undefined ? {} : { devPollIntervalMs: pollMs }),
    });
  });
