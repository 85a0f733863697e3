// The worker's settings, read from Env and checked on every request that needs them. A missing or
// contradictory setting fails the request loudly with a log line, never a silent fallback (e.g. to
// an emulator): production and previews must run against Kakao, and the emulators only locally.
import * as v from "valibot";
import { fail } from "./errors";
import { keyringOf } from "./keyring";

const CONFIG_ERROR = "서버 설정 오류가 있어요. 잠시 후 다시 시도해주세요.";

/** Kakao's own hosts (kauth.kakao.com, kapi.kakao.com, t1.kakaocdn.net…). */
const isKakaoHost = (url: string) => {
  const host = new URL(url).hostname;
  return ["kakao.com", "kakaocdn.net"].some((domain) => host === domain || host.endsWith(`.${domain}`));
};

/** A URL served by the local emulators (`…/__dev/…`). */
const isEmulatorUrl = (url: string) => new URL(url).pathname.startsWith("/__dev/");

/**
 * Hosts that can only be this machine or a test harness: localhost, 127.0.0.0/8, [::1], and the
 * names RFC 6761 reserves (`.localhost`, `.test`), which no public DNS resolves — so a deployed
 * worker is never reached under one of them.
 */
export const isLoopbackHost = (hostname: string) => {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".test") ||
    host === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
};

const origin = v.pipe(
  v.string(),
  v.url(),
  v.check((s) => !s.endsWith("/"), "an origin must not end with '/'"),
);
const required = (what: string) => v.pipe(v.string(`${what} is not set`), v.nonEmpty(`${what} is empty`));
const secret = v.pipe(v.string("missing secret"), v.minLength(16, "secret shorter than 16 characters"));

const KAKAO_URLS = ["KAKAO_AUTH_ORIGIN", "KAKAO_API_ORIGIN", "KAKAO_SDK_URL"] as const;
const OUTBOUND_URLS = [...KAKAO_URLS, "MAIL_API_URL"] as const;

const ConfigSchema = v.pipe(
  v.object({
    PRAISE_HOST: v.union([v.literal(""), origin]),
    DEV_EMULATORS: v.picklist(["0", "1"]),
    // Sealed cookies are bound to the deployment that sealed them (decision 026).
    ENVIRONMENT: v.picklist(["production", "preview", "local"], "ENVIRONMENT must be production, preview or local"),
    KAKAO_AUTH_ORIGIN: origin,
    KAKAO_API_ORIGIN: origin,
    KAKAO_SDK_URL: v.pipe(v.string(), v.url()),
    KAKAO_SDK_INTEGRITY: v.union([
      v.literal(""),
      v.pipe(v.string(), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/, "not an SRI value (sha384-…)")),
    ]),
    KAKAO_REST_API_KEY: required("the Kakao REST API key (OAuth client_id)"),
    // Kakao's numeric app id: a provider token is taken only when Kakao says it was issued to it (decision 041).
    KAKAO_APP_ID: v.pipe(v.string(), v.regex(/^\d{1,20}$/, "KAKAO_APP_ID must be the app's numeric id")),
    KAKAO_JS_KEY: required("the Kakao JavaScript key"),
    KAKAO_TEMPLATE_ID: required("the KakaoTalk share template id"),
    // Optional; without it the recap offers no KakaoTalk share.
    KAKAO_RECAP_TEMPLATE_ID: v.optional(v.string(), ""),
    // Optional (decision 022); without it a keeper's answer is not offered as a KakaoTalk share.
    KAKAO_ANSWER_TEMPLATE_ID: v.optional(v.string(), ""),
    // The shared jar's writing link and opening link (decision 024): optional; without them the link
    // is copied, not shared through KakaoTalk.
    KAKAO_JAR_TEMPLATE_ID: v.optional(v.string(), ""),
    KAKAO_JAR_OPEN_TEMPLATE_ID: v.optional(v.string(), ""),
    PROXY_TIMEOUT_MS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    MAIL_API_URL: v.pipe(v.string(), v.url()),
    MAIL_FROM: v.pipe(v.string(), v.nonEmpty()),
    // The app's public origin, for the links in mail a Cron Trigger sends (no request to take it
    // from; decision 034). Empty: the Friday letter and the jar reminders are not sent.
    APP_ORIGIN: v.optional(v.union([v.literal(""), origin]), ""),
    // Local tests only (tests/e2e/support/worker-vars.ts): how often the client's delivery and
    // receipt checks ask, instead of every 3 s and 5 s. Never in wrangler.toml.
    DEV_POLL_INTERVAL_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
    // `npm run dev` only (decision 030): the hash of Vite's inline React-refresh preamble, which the
    // local environment's CSP then allows. Never in wrangler.toml.
    DEV_SCRIPT_HASHES: v.optional(v.string()),
  }),
  // Emulators never talk to (or stand in for) Kakao's real servers.
  v.forward(
    v.check(
      (c) => c.DEV_EMULATORS === "0" || !KAKAO_URLS.some((key) => isKakaoHost(c[key])),
      'DEV_EMULATORS is "1" while the Kakao origins are Kakao\'s real ones; the emulators are for the local environment only (set DEV_EMULATORS = "0")',
    ),
    ["DEV_EMULATORS"],
  ),
  // Kakao's SDK runs with our users' session: pin the exact file we reviewed.
  v.forward(
    v.check(
      (c) => !isKakaoHost(c.KAKAO_SDK_URL) || c.KAKAO_SDK_INTEGRITY !== "",
      "KAKAO_SDK_URL is Kakao's CDN but KAKAO_SDK_INTEGRITY is empty; copy the integrity value of that SDK version from Kakao's download page",
    ),
    ["KAKAO_SDK_INTEGRITY"],
  ),
  // With the emulators off, an address under /__dev/ would only fail later and less clearly.
  v.forward(
    v.check(
      (c) => c.DEV_EMULATORS === "1" || !OUTBOUND_URLS.some((key) => isEmulatorUrl(c[key])),
      `DEV_EMULATORS is "0" but ${OUTBOUND_URLS.join("/")} point at the local emulators (/__dev/); use the real services' addresses`,
    ),
    ["DEV_EMULATORS"],
  ),
  // A test's shortcut must not reach a deployed worker's clients.
  v.forward(
    v.check(
      (c) => c.DEV_EMULATORS === "1" || c.DEV_POLL_INTERVAL_MS === undefined,
      'DEV_POLL_INTERVAL_MS is set but DEV_EMULATORS is "0"; it shortens the client\'s polls for the local tests only (remove it)',
    ),
    ["DEV_POLL_INTERVAL_MS"],
  ),
  // Nor may a dev server's CSP exception reach a deployed worker's pages.
  v.forward(
    v.check(
      (c) => c.DEV_EMULATORS === "1" || c.DEV_SCRIPT_HASHES === undefined,
      'DEV_SCRIPT_HASHES is set but DEV_EMULATORS is "0"; it lets `npm run dev`\'s inline preamble run, locally only (remove it)',
    ),
    ["DEV_SCRIPT_HASHES"],
  ),
);

export type Config = v.InferOutput<typeof ConfigSchema>;

// The env object is the same for every request an isolate serves: parse it once. A bad config is
// not cached, so every request it breaks logs why.
const parsed = new WeakMap<Env, Config>();

const describeIssues = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((i) => `${v.getDotPath(i) ?? "config"}: ${i.message}`);

/** Every problem of a set of vars, in words: what `npm run predeploy` prints before a deploy. */
export const configProblems = (vars: Record<string, unknown>): string[] => {
  const result = v.safeParse(ConfigSchema, vars);
  return result.success ? [] : describeIssues(result.issues);
};

export const readConfig = (env: Env): Config => {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = v.safeParse(ConfigSchema, env);
  if (!result.success) {
    const where = describeIssues(result.issues).join("; ");
    console.error(`[config] invalid worker configuration: ${where}`);
    return fail(500, CONFIG_ERROR);
  }
  parsed.set(env, result.output);
  return result.output;
};

export type SecretName = "KAKAO_CLIENT_SECRET" | "KAKAO_ADMIN_KEY" | "JWT_SECRET" | "MAIL_API_KEY" | "SESSION_SECRET";

/** The prefix of the dummy secrets in wrangler.toml's [env.local.vars] (for a keyring: of a key id). */
export const LOCAL_DUMMY_PREFIX = "local-only-";

/** Secrets that are keyrings of 32-byte keys with ids (worker/lib/keyring.ts, decision 026). */
const KEYRINGS: ReadonlySet<SecretName> = new Set(["JWT_SECRET", "SESSION_SECRET"]);

export const readSecret = (env: Env, name: SecretName): string => {
  const result = v.safeParse(secret, env[name]);
  if (!result.success) {
    console.error(`[config] secret ${name} is not set (wrangler secret put ${name}): ${result.issues[0]?.message}`);
    return fail(500, CONFIG_ERROR);
  }
  const ring = KEYRINGS.has(name) ? keyringOf(result.output) : null;
  if (typeof ring === "string") {
    console.error(`[config] secret ${name} is not a keyring of strong keys (wrangler secret put ${name}): ${ring}`);
    return fail(500, CONFIG_ERROR);
  }
  const dummy =
    result.output.startsWith(LOCAL_DUMMY_PREFIX) ||
    [...(ring?.byKid.keys() ?? [])].some((kid) => kid.startsWith(LOCAL_DUMMY_PREFIX));
  // The local environment's dummy values are public (they are in the repository).
  if (env.DEV_EMULATORS !== "1" && dummy) {
    console.error(
      `[config] secret ${name} holds the local environment's dummy value; set a real one (wrangler secret put ${name})`,
    );
    return fail(500, CONFIG_ERROR);
  }
  return result.output;
};

/**
 * Whether the local emulators (`/__dev/*`) may answer this request: only when DEV_EMULATORS is "1",
 * the Kakao origins are not Kakao's real ones, and the request came to a loopback/test host. A
 * deployed worker (workers.dev, a custom domain) is never reached under such a host, so even a
 * shipped DEV_EMULATORS = "1" cannot expose them. Refusals are logged.
 */
export const emulatorsAllowed = (env: Env, requestUrl: string): boolean => {
  if (env.DEV_EMULATORS !== "1") return false;
  const host = new URL(requestUrl).hostname;
  if (!isLoopbackHost(host)) {
    console.error(`[config] DEV_EMULATORS is "1" but ${host} is not a loopback host: the emulators stay off`);
    return false;
  }
  const real = KAKAO_URLS.filter((key) => {
    try {
      return isKakaoHost(env[key]);
    } catch {
      return false; // not a URL: readConfig reports it wherever it is used
    }
  });
  if (real.length > 0) {
    console.error(
      `[config] DEV_EMULATORS is "1" but ${real.join(", ")} are Kakao's real origins: the emulators stay off`,
    );
    return false;
  }
  return true;
};

/**
 * The client's poll interval for the local tests (DEV_POLL_INTERVAL_MS), or undefined for the real
 * 3 s and 5 s: only when it is set and the emulators may answer this request (local environment,
 * loopback host), so production, previews and a plain `npm start` never shorten a poll.
 */
export const devPollIntervalMs = (config: Config, env: Env, requestUrl: string): number | undefined =>
  config.DEV_POLL_INTERVAL_MS !== undefined && emulatorsAllowed(env, requestUrl)
    ? config.DEV_POLL_INTERVAL_MS
    : undefined;
