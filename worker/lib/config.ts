// The worker's settings, read from Env and checked once per request that needs them. A missing
// secret fails loudly with a log line, never a silent fallback (e.g. to an emulator).
import * as v from "valibot";
import { fail } from "./errors";

const origin = v.pipe(
  v.string(),
  v.url(),
  v.check((s) => !s.endsWith("/"), "an origin must not end with '/'"),
);
const secret = v.pipe(v.string("missing secret"), v.minLength(16, "secret shorter than 16 characters"));

const ConfigSchema = v.object({
  PRAISE_HOST: v.union([v.literal(""), origin]),
  DEV_EMULATORS: v.picklist(["0", "1"]),
  KAKAO_AUTH_ORIGIN: origin,
  KAKAO_API_ORIGIN: origin,
  KAKAO_SDK_URL: v.pipe(v.string(), v.url()),
  KAKAO_REST_API_KEY: v.string(),
  KAKAO_JS_KEY: v.string(),
  KAKAO_TEMPLATE_ID: v.string(),
  PROXY_TIMEOUT_MS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  MAIL_API_URL: v.pipe(v.string(), v.url()),
  MAIL_FROM: v.pipe(v.string(), v.nonEmpty()),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

export const readConfig = (env: Env): Config => {
  const result = v.safeParse(ConfigSchema, env);
  if (!result.success) {
    const where = result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join("; ");
    console.error(`[config] invalid worker configuration: ${where}`);
    return fail(500, "서버 설정 오류가 있어요. 잠시 후 다시 시도해주세요.");
  }
  return result.output;
};

export type SecretName = "KAKAO_CLIENT_SECRET" | "KAKAO_ADMIN_KEY" | "JWT_SECRET" | "MAIL_API_KEY";

export const readSecret = (env: Env, name: SecretName): string => {
  const result = v.safeParse(secret, env[name]);
  if (!result.success) {
    console.error(`[config] secret ${name} is not set (wrangler secret put ${name}): ${result.issues[0]?.message}`);
    return fail(500, "서버 설정 오류가 있어요. 잠시 후 다시 시도해주세요.");
  }
  return result.output;
};
