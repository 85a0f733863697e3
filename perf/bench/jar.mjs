// `npm run bench -- --only jar`: what one letter in a shared jar costs (decision 024), and whether
// the jar page's readers stay at the edge.
// - workerd CPU per letter: utime + stime of the worker's workerd processes (/proc/<pid>/stat), before
//   and after many guest letters (and member letters), divided by their number. Locally workerd runs
//   the worker, the jar's object and SQLite for D1 and the object alike, so this is all of it.
// - bytes per letter in the object's storage: the local object's SQLite files (v3/do under the state
//   dir) before and after, divided by the letters.
// - D1 rows written per letter: every table's row count before and after (a guest letter: 0).
// - the cached jar page's throughput against the hello-world floor serving a page of the same size in
//   the same run (and, as information, its bare `/`), and the calls that reached the jar's object
//   meanwhile (GET /__dev/jar-calls), with a new letter every 2 s.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { d1Rows } from "../lib/d1.mjs";
import { apiLogin, clientAddress } from "../lib/login.mjs";
import { pool } from "../lib/pool.mjs";
import { throughput } from "./autocannon.mjs";
import { cpuMs, workerdPids } from "./cpu.mjs";

/**
 * The jars' objects' storage: `files`, the bytes of their SQLite files with their WALs (a WAL grows
 * by whole pages per transaction and is not shrunk until a checkpoint); `used`, the pages their
 * databases use (page_count − freelist_count, WAL included, read through SQLite), which is what
 * the object is billed for.
 * @param {string} statePath
 */
const objectBytes = (statePath) => {
  const dir = join(statePath, "v3", "do");
  let files = 0;
  let used = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.parentPath.includes("JarObject")) continue;
    const path = join(entry.parentPath, entry.name);
    files += statSync(path).size;
    if (!entry.name.endsWith(".sqlite")) continue;
    const db = new DatabaseSync(path, { readOnly: true });
    // A size PRAGMA answers one row of one number.
    /** @param {string} name */
    const pragma = (name) =>
      /** @type {number} */ (Object.values(/** @type {object} */ (db.prepare(`PRAGMA ${name}`).get()))[0]);
    used += (pragma("page_count") - pragma("freelist_count")) * pragma("page_size");
    db.close();
  }
  return { files, used };
};

const LETTER =
  "함께한 3년 동안 늘 든든했어요. 어려운 일이 생기면 제일 먼저 달려와 줘서 고마웠어요. 새로운 곳에서도 지금처럼 멋지게 해낼 거라고 믿어요. 꼭 다시 만나요!";

/**
 * @param {{
 *   url: string,
 *   statePath: string,
 *   wranglerPid: number | undefined,
 *   bearer: Record<string, string>,
 *   hello: import("./autocannon.mjs").HelloWorker,
 *   budget: import("./report.mjs").Budget,
 *   line: typeof import("./report.mjs").throughputLine,
 * }} context
 */
export const benchJar = async ({ url, statePath, wranglerPid, bearer, hello, budget, line }) => {
  const pids = workerdPids(wranglerPid);
  if (pids.length === 0) throw new Error("bench jar: no workerd process under wrangler");
  const kstToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ headers?: Record<string, string>, body?: unknown, expect?: number }} [options]
   * @returns {Promise<{ res: Response, data: any }>} `data`: the JSON envelope's, shaped by the route
   */
  const api = async (method, path, { headers = {}, body, expect = 201 } = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status !== expect) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return { res, data: text ? JSON.parse(text).data : null };
  };
  const makeJar = async (title) =>
    (
      await api("POST", "/api/jar", {
        headers: bearer,
        body: { recipientName: "김하늘", occasion: "FAREWELL", title, opensOn: kstToday },
      })
    ).data.jarId;
  let guests = 0;
  /**
   * A guest from an address of their own: their letters, the first alone (it sets the cookie).
   * @param {string} jarId
   * @param {number} n
   */
  const guestLetters = async (jarId, n) => {
    const g = ++guests;
    /** @type {Record<string, string>} */
    const headers = { "X-Kkul-Request": "1", Origin: url, "CF-Connecting-IP": `198.19.${g >> 8}.${g & 255}` };
    const body = { content: LETTER, honeyStampId: 11 + (g % 5), writerName: `손님${g}` };
    const first = await api("POST", `/api/jar/${jarId}/letters`, { headers, body });
    headers.Cookie = /** @type {string} */ (/** @type {string} */ (first.res.headers.getSetCookie()[0]).split(";")[0]);
    for (let i = 1; i < n; i++) await api("POST", `/api/jar/${jarId}/letters`, { headers, body });
  };

  // Warm the paths (isolate, object class, D1 statements) in a jar of its own.
  const warm = await makeJar("예열");
  for (let i = 0; i < 5; i++) await guestLetters(warm, 3);

  // Guest letters: 300, 100 guests × 3, 8 at a time, in five jars of 60: all guests together may
  // write 60 new letters a minute in one jar (decision 037), and a faster wave is refused.
  const GUESTS = 100;
  const guestJars = [];
  for (let n = 1; n <= 5; n++) guestJars.push(await makeJar(`손님 편지 측정 ${n}`));
  const [guestJar] = guestJars;
  const rows0 = await d1Rows(statePath);
  const bytes0 = objectBytes(statePath);
  let cpu0 = cpuMs(pids);
  let t0 = performance.now();
  await pool(
    Array.from({ length: GUESTS }, (_, i) => i),
    8,
    (i) => guestLetters(/** @type {string} */ (guestJars[i % guestJars.length]), 3),
  );
  const guestCpu = cpuMs(pids) - cpu0;
  const guestWall = performance.now() - t0;
  const bytes1 = objectBytes(statePath);
  const guestBytes = bytes1.used - bytes0.used;
  const guestFileBytes = bytes1.files - bytes0.files;
  const rows1 = await d1Rows(statePath);
  const guestRows = Object.entries(rows1).reduce((n, [t, count]) => n + (count - (rows0[t] ?? 0)), 0);
  const N = GUESTS * 3;

  // Member letters: 20, ten by each of two members, 8 at a time: a member writes ten letters a minute
  // at most (the edge, decision 037), and twenty in one jar.
  const M = 20;
  const memberJar = await makeJar("회원 편지 측정");
  const sweet = { Authorization: `Bearer ${(await apiLogin(url, "이달콤", { from: clientAddress(0) })).accessToken}` };
  const rowsM = await d1Rows(statePath);
  cpu0 = cpuMs(pids);
  t0 = performance.now();
  await pool(
    Array.from({ length: M }, (_, i) => i),
    8,
    (i) =>
      api("POST", `/api/jar/${memberJar}/letters`, {
        headers: i % 2 === 0 ? bearer : sweet,
        body: { content: LETTER, honeyStampId: 12 },
      }),
  );
  const memberCpu = cpuMs(pids) - cpu0;
  const memberWall = performance.now() - t0;
  const rows2 = await d1Rows(statePath);
  const memberRows = Object.entries(rows2).reduce((n, [t, count]) => n + (count - (rowsM[t] ?? 0)), 0);

  // Anonymous readers of a jar's page with letters: CPU per cached read, then throughput against the floor,
  // with the calls that reached a jar's object while a new letter came every 2 s.
  const page = `${url}/jar/${guestJar}`;
  const readPage = async () => {
    const res = await fetch(page, { headers: { Accept: "text/html" } });
    if (!res.ok) throw new Error(`${page}: ${res.status}`);
    await res.arrayBuffer();
  };
  await readPage();
  const READS = 2000;
  cpu0 = cpuMs(pids);
  await pool(
    Array.from({ length: READS }, (_, i) => i),
    20,
    readPage,
  );
  const readCpu = cpuMs(pids) - cpu0;

  const readersJar = memberJar; // not full: it takes the new letters
  const calls = async () => (await (await fetch(`${url}/__dev/jar-calls`)).json()).count;
  const readersPage = await fetch(`${url}/jar/${readersJar}`, { headers: { Accept: "text/html" } });
  // The floor serves a page of the same size from memory: every byte of a page costs wrangler's
  // local proxy, the floor's and the app's alike (docs/performance.md, "A jar's letter").
  const pageBytes = (await readersPage.arrayBuffer()).byteLength;
  const floorUrl = `${hello.url}/page?bytes=${pageBytes}`;
  const floor = await throughput(floorUrl);
  line(`hello-world worker, a ${(pageBytes / 1024).toFixed(1)} KiB page (floor)`, floor);
  const bare = await throughput(`${hello.url}/`);
  line("hello-world worker `/` (16 bytes)", bare);
  const calls0 = await calls();
  let writing = true;
  let newLetters = 0;
  const writer = (async () => {
    while (writing) {
      await new Promise((r) => setTimeout(r, 2000));
      if (!writing) break;
      await api("POST", `/api/jar/${readersJar}/letters`, {
        headers: bearer,
        body: { content: "읽는 중에 온 편지", honeyStampId: 13 },
      });
      newLetters++;
    }
  })();
  const cached = await throughput(`${url}/jar/${readersJar}`, { headers: { Accept: "text/html" }, warmup: 0 });
  writing = false;
  await writer;
  // Each letter itself is one call; what the readers caused is the rest.
  const readerCalls = (await calls()) - calls0 - newLetters;
  line("GET /jar/<id> (anyone's page, cached)", cached, cached.reqPerSec / floor.reqPerSec);
  const floor2 = await throughput(floorUrl);
  line("hello-world worker, the same page (floor, again)", floor2);
  const floorRps = (floor.reqPerSec + floor2.reqPerSec) / 2;
  const ratio = cached.reqPerSec / floorRps;

  const f = (x) => x.toFixed(2);
  console.log(
    `  guest letter: ${f(guestCpu / N)} ms workerd CPU, ${(guestBytes / N).toFixed(0)} bytes of the object's storage (its files grew ${(guestFileBytes / N).toFixed(0)} per letter with the WAL), ${guestRows / N} D1 rows (${N} letters, ${GUESTS} guests, ${(guestWall / N).toFixed(1)} ms wall each at 8 at once)`,
  );
  console.log(
    `  member letter: ${f(memberCpu / M)} ms workerd CPU, ${memberRows} D1 row(s) for ${M} letters in one jar (${(memberWall / M).toFixed(1)} ms wall each)`,
  );
  console.log(`  cached page read: ${f(readCpu / READS)} ms workerd CPU (${READS} reads)`);
  console.log(
    `  cached page: ${f(ratio)}× the floor of a page its size (${cached.reqPerSec.toFixed(0)}/${floorRps.toFixed(0)} req/s; ${f(cached.reqPerSec / bare.reqPerSec)}× the 16-byte hello); ${readerCalls} call(s) reached the jar's object during ${cached.requests} reads while ${newLetters} letters came`,
  );
  budget("guest letter D1 rows", String(guestRows / N), "0", guestRows === 0);
  budget(
    "cached jar page throughput",
    `${f(ratio)}× (${cached.reqPerSec.toFixed(0)}/${floorRps.toFixed(0)})`,
    "≥ 0.8× floor",
    ratio >= 0.8,
  );
  budget(
    "reads reaching the jar's object",
    `${readerCalls} (${newLetters} letters)`,
    "≤ 1 per letter",
    readerCalls <= Math.max(1, newLetters),
  );
  return {
    guestLetter: {
      cpuMs: guestCpu / N,
      bytes: guestBytes / N,
      fileBytes: guestFileBytes / N,
      d1Rows: guestRows / N,
      letters: N,
      wallMs: guestWall / N,
    },
    memberLetter: { cpuMs: memberCpu / M, d1RowsPerJar: memberRows, letters: M, wallMs: memberWall / M },
    cachedRead: { cpuMs: readCpu / READS, reads: READS },
    cachedPage: { ...cached, pageBytes, floorRps, ratio, bareRps: bare.reqPerSec, readerCalls, newLetters },
    letterChars: LETTER.length,
    letterBytes: Buffer.byteLength(LETTER),
  };
};
