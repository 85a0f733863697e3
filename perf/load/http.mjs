// What `npm run test:load`'s scenarios share: the server (our own worker on a fresh D1, or a running
// one), the measured HTTP call, the real sign-up path and the latency figures.
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildClient, d1, freePort, prepareDatabase, root, startWorker } from "../../scripts/local-worker.mjs";
import { kakaoToken } from "../lib/login.mjs";
import { percentile } from "../lib/stats.mjs";

export class Unexpected extends Error {}

/**
 * Our own `wrangler dev --env local` on a fresh database in a temp dir (with the built client when
 * `client`: the drawn pages need its index.html), or the running one at `url` whose D1 is in `state`.
 */
export const loadServer = async ({ url, state, client = false }) => {
  if (url) return { base: url.replace(/\/+$/, ""), statePath: resolve(root, state ?? ".wrangler/state"), stop() {} };
  const dir = mkdtempSync(join(tmpdir(), "kkul-load-"));
  const statePath = join(dir, "state");
  const assetsDir = join(dir, "dist");
  // The praise load touches no page: an empty assets folder is enough for wrangler dev.
  if (!client) mkdirSync(assetsDir);
  await Promise.all([
    prepareDatabase({ persistTo: statePath, quiet: true }),
    client ? buildClient({ outDir: assetsDir, quiet: true }) : null,
  ]);
  const worker = await startWorker({
    port: await freePort(),
    assetsDir,
    persistTo: statePath,
    logFile: join(dir, "wrangler.log"),
  });
  console.log(`worker: ${worker.url} on a fresh database in ${dir}`);
  return { base: worker.url, statePath, stop: () => worker.stop(), worker };
};

/**
 * The measured call for one server. `call(method, path, opts)`: `expect` lists the statuses that
 * are right here (any other throws Unexpected); `from` is the person (phone) making it, whose
 * client address goes in CF-Connecting-IP; `name` the route template when the path carries ids;
 * `as` "json" (the default: a 2xx must be JSON), "text" or "bytes". Only the "load" phase is timed.
 */
/**
 * @typedef {{ ip: string, token?: string }} Person
 * @typedef {{
 *   from?: Person, token?: string, body?: unknown, query?: Record<string, string | number>,
 *   headers?: Record<string, string>, expect?: number[], name?: string, as?: "json" | "text" | "bytes",
 * }} CallOptions
 * @typedef {{
 *   status: number, json: any, data: any, text: string, bytes: Uint8Array | null, headers: Headers,
 *   location: string | null,
 * }} CallResult
 * @typedef {(method: string, path: string, options?: CallOptions) => Promise<CallResult>} Call
 */

/** @param {string} base */
export const createCaller = (base) => {
  const state = { phase: "setup" };
  /** @type {{ call: string, status: number, ms: number }[]} */
  const samples = []; // { call, status, ms } of the load phase
  /** @typedef {"2xx" | "3xx" | "4xx" | "5xx" | "network"} StatusClass */
  /** @type {Record<StatusClass, number>} */
  const statusCounts = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, network: 0 };
  /** @type {Map<string, any>} */
  const nonSuccess = new Map(); // phase|call|status|body → { phase, call, status, body, expected, count }

  /** @type {Call} */
  const call = async (
    method,
    path,
    { from, token = from?.token, body, query, headers = {}, expect = [200], name, as = "json" } = {},
  ) => {
    const callName = name ?? `${method} ${path}`;
    // URLSearchParams writes a number as its text.
    const params = /** @type {Record<string, string> | undefined} */ (query);
    const url = `${base}${path}${params ? `?${new URLSearchParams(params)}` : ""}`;
    const started = performance.now();
    /** @type {Response | undefined} */
    let res;
    let text = "";
    /** @type {Uint8Array | null} */
    let bytes = null;
    try {
      res = await fetch(url, {
        method,
        redirect: "manual",
        headers: {
          ...(from ? { "CF-Connecting-IP": from.ip } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (as === "bytes" && res.ok) bytes = new Uint8Array(await res.arrayBuffer());
      else text = await res.text();
    } catch (error) {
      text = String(/** @type {{ cause?: unknown }} */ (error).cause ?? error);
    }
    const status = res?.status ?? 0;
    if (state.phase === "load") samples.push({ call: callName, status, ms: performance.now() - started });
    // fetch answers 200–599 (a redirect too, with redirect: "manual"), or 0 here for a network error.
    statusCounts[/** @type {StatusClass} */ (status === 0 ? "network" : `${String(status)[0]}xx`)]++;
    /** @type {ReturnType<typeof JSON.parse> | null} */
    let json = null;
    if (bytes === null) {
      try {
        json = JSON.parse(text);
      } catch {}
    }
    const ok = status >= 200 && status < 300;
    // Every 2xx JSON call answers JSON (only the consent redirect has no body): anything else fails.
    const badBody = ok && as === "json" && json === null;
    if (!ok || badBody) {
      const entry = {
        phase: state.phase,
        call: callName,
        status: badBody ? `${status} (not JSON)` : status,
        body: text.slice(0, 200),
        expected: expect.includes(status) && !badBody,
      };
      const key = JSON.stringify(Object.values(entry));
      nonSuccess.set(key, { ...entry, count: (nonSuccess.get(key)?.count ?? 0) + 1 });
    }
    if (!expect.includes(status) || badBody) throw new Unexpected(`${callName} → ${status} ${text.slice(0, 200)}`);
    const { headers: answered } = /** @type {Response} */ (res);
    return { status, json, data: json?.data, text, bytes, headers: answered, location: answered.get("location") };
  };
  return { call, state, samples, statusCounts, nonSuccess };
};

/**
 * Signs `person` ({ name, ip }) up through the real path, as the client does: Kakao emulator
 * consent (perf/lib/login.mjs) → the host's 404 (a new Kakao id) → the mailbox's code → register. Answers the access token.
 * @param {Call} call
 * @param {string} base
 * @param {Person & { name: string }} person
 * @param {{ email: string, image: string, emailMarketing?: number }} account
 * @returns {Promise<string>}
 */
export const signUp = async (call, base, person, { email, image, emailMarketing = 0 }) => {
  const kakao = await kakaoToken(base, person.name);
  await call("POST", "/api/auth/kakao-login", { from: person, token: kakao, expect: [404] });
  // The mail calls bring the provider token, as register does: one requester (decision 027).
  await call("POST", "/api/auth/send-mail", {
    from: person,
    token: kakao,
    body: { receiverMail: email },
    expect: [201],
  });
  let verificationNumber;
  for (let tries = 0; !verificationNumber; tries++) {
    const mails = (await call("GET", "/__dev/mailbox", { query: { to: email } })).json;
    verificationNumber = /인증번호: (\d{6})/.exec(mails[0]?.text ?? "")?.[1];
    if (!verificationNumber && tries > 50) throw new Unexpected(`no verification mail for ${email}`);
    if (!verificationNumber) await new Promise((r) => setTimeout(r, 100));
  }
  await call("GET", "/api/auth/check-mail", {
    from: person,
    token: kakao,
    query: { receiverMail: email, verificationNumber },
  });
  const registered = await call("POST", "/api/auth/register", {
    from: person,
    token: kakao,
    body: { serviceTerm: 1, personalInfo: 1, emailMarketing, name: person.name, email, imageUrl: image, onboarding: 0 },
    expect: [201],
  });
  return registered.data.accessToken;
};

export const countBy = (list, key) => {
  const counts = {};
  for (const x of list) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
  return counts;
};

export const latency = (list) => {
  const ms = list.map((s) => s.ms);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    n: ms.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
  };
};

/** Per call (sorted by name): n and p50/p95/p99. */
export const perCall = (samples) =>
  Object.fromEntries(
    [...new Set(samples.map((s) => s.call))].sort().map((c) => [c, latency(samples.filter((s) => s.call === c))]),
  );

export const formatLatency = (l) => `p50 ${l.p50} ms  p95 ${l.p95} ms  p99 ${l.p99} ms`;

// Rows that point nowhere, or at someone else's: each must be 0. foreign_key_check covers every
// declared reference; these are the rules a foreign key cannot state. `names`: the run's members'
// name prefix.
const orphansSql = (names) => `SELECT
  (SELECT COUNT(*) FROM received_praises r JOIN groups g ON g.id = r.group_id WHERE g.member_id <> r.member_id) AS saved_in_anothers_group,
  (SELECT COUNT(*) FROM received_praises r JOIN praises p ON p.id = r.praise_id WHERE p.send_status = 'FAIL') AS saved_but_undelivered,
  (SELECT COUNT(*) FROM praises p JOIN groups g ON g.id = p.sender_group_id WHERE g.member_id <> p.sender_id) AS sent_from_anothers_group,
  (SELECT COUNT(*) FROM share_deliveries d LEFT JOIN praises p ON p.id = d.praise_id WHERE p.id IS NULL) AS delivery_without_praise,
  (SELECT COUNT(*) FROM praises p JOIN members m ON m.id = p.sender_id
    WHERE m.name LIKE '${names}%' AND p.send_status <> 'FAIL' AND p.jar_id IS NULL -- a kept letter is not shared
      AND NOT EXISTS (SELECT 1 FROM share_deliveries d WHERE d.praise_id = p.id)) AS delivered_without_delivery,
  (SELECT COUNT(*) FROM send_idempotency_keys k LEFT JOIN praises p ON p.id = k.praise_id WHERE p.id IS NULL OR p.sender_id <> k.member_id) AS key_without_own_praise,
  (SELECT COUNT(*) FROM members m WHERE m.id NOT IN (-1, -2) -- '탈퇴한 회원' (0010) and the jars' guest row (0013) consented to nothing
      AND NOT EXISTS (SELECT 1 FROM consents c WHERE c.member_id = m.id)) AS member_without_consent,
  (SELECT COUNT(*) FROM (SELECT member_id, COUNT(*) AS n, MIN(order_idx) AS lo, MAX(order_idx) AS hi, COUNT(DISTINCT order_idx) AS d
     FROM groups GROUP BY member_id) WHERE lo <> 1 OR hi <> n OR d <> n) AS group_order_not_1_to_n`;

/** foreign_key_check and the ownership rules on the local D1 in `statePath`; failures pushed. */
export const orphanChecks = async (statePath, names, failures) => {
  const persist = ["--persist-to", statePath];
  const violations = await d1(persist, "--command", "PRAGMA foreign_key_check");
  for (const v of violations) failures.push(`database: ${v.table} row ${v.rowid} points at no ${v.parent} row`);
  const [orphans] = await d1(persist, "--command", orphansSql(names));
  for (const [check, n] of Object.entries(orphans ?? {})) if (n !== 0) failures.push(`database: ${check} = ${n}`);
  return { foreignKeyViolations: violations.length, ...orphans };
};
