// `npm run test:load -- --scenario jars [--jars 20] [--writers 40] [--readers 200] [--seconds 60]`:
// the shared jar's viral day on this machine (decision 024), with an exact model checked at the end.
//
// Setup (not timed), all through the real paths: one creator per jar signs up as load.mjs's members
// do and makes a jar (POST /api/jar) that opens tomorrow; the member writers sign up too; the first
// jar is filled to a few places short of its 300 (its creator's letters); each jar's page and card
// are read once, as KakaoTalk's scraper does when the link is posted. Then, for --seconds:
// - the racers (a fifth of the writers, guests and members) race the first jar's last free places,
//   several letters at once each: exactly the free places are taken, every other try is 409 (full)
//   or a guest's 429 (three letters);
// - every other writer writes into its own jar: a member letter after letter (sometimes editing or
//   deleting one), a guest its first letter (which sets its writer cookie), then three at once (two
//   taken, one 429), an edit, a delete, one more letter and a last one refused (429) — guests send
//   X-Kkul-Request and Origin as the page does, each from an address of its own (the edge counts
//   guest letters per address);
// - two creators hide another writer's letter; the creators read their jars;
// - the readers (anonymous, each its own address) open jar pages (GET /jar/<id>, drawn and cached by
//   the edge), card images and opening links.
// Then the jars' day moves ahead one day (POST /__dev/jar-clock) and every jar is kept by another
// creator (POST /api/jar/<id>/keep): the count, and the keeper's new group read page by page, must
// hold every accepted letter exactly once with its writer's name and stamp; D1 must hold no orphan
// and, of the wave, only the member writers' "wrote in" rows. Exits 1 on any mismatch or 5xx.
import { writeFileSync } from "node:fs";
import { d1Rows } from "../lib/d1.mjs";
import { clientAddress } from "../lib/login.mjs";
import { pool } from "../lib/pool.mjs";
import { countBy, createCaller, formatLatency, latency, loadServer, perCall, signUp, Unexpected } from "./http.mjs";
import { checkJars } from "./jars-check.mjs";
import { jarWriting } from "./jars-model.mjs";
import { jarWave } from "./jars-wave.mjs";

const CAP = 300;
const GUEST_MAX = 3;
const SETUP_CONCURRENCY = 10;
const kstDay = (offsetDays) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const numberOpt = (value, fallback, name, min, max) => {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name}: ${min} to ${max}`);
  return n;
};

export const runJarsScenario = async (opts) => {
  const JARS = numberOpt(opts.jars, 20, "jars", 3, 200);
  const WRITERS = numberOpt(opts.writers, 40, "writers", 8, 400);
  const READERS = numberOpt(opts.readers, 200, "readers", 0, 2000);
  const SECONDS = Number(opts.seconds);
  if (!(SECONDS >= 10 && SECONDS <= 1500)) throw new Error("--seconds: 10 to 1500");
  const runId = Math.random().toString(36).slice(2, 5).padEnd(3, "0");

  const server = await loadServer({ url: opts.url, state: opts.state, client: true });
  const { base } = server;
  const http = createCaller(base);
  const { call, samples, statusCounts, nonSuccess } = http;
  const failures = [];
  const fail = (what) => failures.push(what);
  let people = 0;
  const person = (name) => ({ n: ++people, name, ip: clientAddress(people) });

  const jars = [];
  const writing = jarWriting({ call, http, base, runId, fail });
  const { write } = writing;

  // ---------- Setup ----------
  let exitCode = 1;
  try {
    console.log(
      `load (jars): ${JARS} jars, ${WRITERS} writers, ${READERS} readers, ${SECONDS} s against ${base} (run ${runId})`,
    );
    const setupStarted = performance.now();
    const images = Object.values((await call("GET", "/api/member/profile-image")).data.profileImageUrl);
    const stamps = (await call("GET", "/api/stamp")).data.stampDtos;
    const member = async (name, n) => {
      const m = {
        ...person(name),
        guest: false,
        displayName: name,
        letters: [],
        wroteIn: new Map(),
        token: /** @type {string | undefined} */ (undefined), // set once signed up
      };
      m.token = await signUp(call, base, m, { email: `jar.${runId}.${n}@kkul-load.com`, image: images[n % 6] });
      return m;
    };
    const creators = await pool(
      Array.from({ length: JARS }, (_, i) => i),
      SETUP_CONCURRENCY,
      (i) => member(`단지${runId}${i}`, i),
    );
    const opensOn = kstDay(1);
    await pool(creators, SETUP_CONCURRENCY, async (creator, i) => {
      const title = `부하 단지 ${runId}-${i}번`;
      const made = await call("POST", "/api/jar", {
        from: creator,
        body: { recipientName: `받는이${i}`, occasion: "FAREWELL", title, opensOn },
        expect: [201],
      });
      jars[i] = { i, ...made.data, title, creator, letters: new Map(), refusedFull: [], free: null };
    });
    // Racers on the first jar, the rest spread over the others; every other writer a guest.
    const racers = Math.max(4, Math.floor(WRITERS / 5));
    const writers = await pool(
      Array.from({ length: WRITERS }, (_, w) => w),
      SETUP_CONCURRENCY,
      async (w) => {
        const jar = w < racers ? jars[0] : jars[1 + ((w - racers) % (JARS - 1))];
        if (w % 2 === 0) {
          const name = `손님${w}`;
          const guest = { ...person(name), guest: true, displayName: `${name} (손님)`, letters: [], refusedLimit: 0 };
          return { ...guest, jar, racer: w < racers };
        }
        return { ...(await member(`쓰니${runId}${w}`, JARS + w)), jar, racer: w < racers };
      },
    );
    // The first jar, filled by its creator to a few places short of full (more tries than places).
    const full = jars[0];
    full.free = Math.max(4, Math.floor(racers * 1.5));
    await pool(
      Array.from({ length: CAP - full.free }, (_, k) => k),
      SETUP_CONCURRENCY,
      async () => {
        const got = await write(full.creator, full, { fixed: true });
        if (typeof got === "number") throw new Unexpected(`filling the first jar: ${got}`);
      },
    );
    // Each writing link is posted in a chat first: KakaoTalk's scraper reads the page and draws the card.
    await pool(jars, 4, async (jar) => {
      await call("GET", `/jar/${jar.jarId}`, { headers: { Accept: "text/html" }, as: "text" });
      await call("GET", `/jar/${jar.jarId}/card.png`, { as: "bytes" });
    });
    const rowsBefore = await d1Rows(server.statePath);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    console.log(
      `setup: ${JARS} jars by ${JARS} members, ${WRITERS - Math.ceil(WRITERS / 2)} member writers signed up, the first jar at ${CAP - full.free}/${CAP} in ${setupSeconds.toFixed(1)} s`,
    );

    // ---------- The wave ----------
    http.state.phase = "load";
    const { readers, aborted, elapsed } = await jarWave({
      call,
      writing,
      jars,
      writers,
      readersCount: READERS,
      person,
      fail,
      seconds: SECONDS,
      cap: CAP,
      guestMax: GUEST_MAX,
    });
    const rowsAfter = await d1Rows(server.statePath);

    // ---------- The end: every jar kept, against the model ----------
    http.state.phase = "check";
    const integrity = await checkJars({
      call,
      jars,
      writers,
      stamps,
      statePath: server.statePath,
      runId,
      rows: { before: rowsBefore, after: rowsAfter },
      cap: CAP,
      guestMax: GUEST_MAX,
      fail,
    });

    const report = {
      scenario: "jars",
      runId,
      url: base,
      jars: JARS,
      writers: WRITERS,
      readers: READERS,
      seconds: SECONDS,
      date: new Date().toISOString(),
      node: process.version,
      setupSeconds: Math.round(setupSeconds * 10) / 10,
      elapsedSeconds: Math.round(elapsed * 10) / 10,
      requests: samples.length,
      requestsPerSecond: Math.round((samples.length / elapsed) * 10) / 10,
      latency: latency(samples),
      perCall: perCall(samples),
      loadStatuses: countBy(samples, (s) => s.status),
      statusCounts,
      nonSuccess: [...nonSuccess.values()],
      reads: readers,
      abortedLoops: aborted,
      integrity,
    };
    const allFailures = [
      ...(statusCounts["5xx"] ? [`${statusCounts["5xx"]} responses were 5xx`] : []),
      ...(statusCounts.network ? [`${statusCounts.network} requests failed on the network`] : []),
      ...report.nonSuccess.filter((e) => !e.expected).map((e) => `unexpected ${e.status} on ${e.call} (${e.count}×)`),
      ...failures,
    ];
    report.failures = allFailures;

    console.log(
      `\nload (jars): ${report.requests} requests in ${report.elapsedSeconds} s = ${report.requestsPerSecond} req/s`,
    );
    console.log(`  all calls ${formatLatency(report.latency)}`);
    for (const [c, l] of Object.entries(report.perCall))
      console.log(`  ${c.padEnd(42)} n ${String(l.n).padStart(6)}  ${formatLatency(l)}`);
    console.log(`statuses (wave): ${JSON.stringify(report.loadStatuses)}`);
    console.log(
      `status (whole run): ${Object.entries(statusCounts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
    for (const e of report.nonSuccess.filter((x) => !x.expected || x.phase !== "setup"))
      console.log(`  ${e.count}× ${e.status} ${e.call} [${e.phase}${e.expected ? ", expected" : ""}] ${e.body}`);
    console.log(`readers: ${readers.pages} pages, ${readers.cards} cards, ${readers.openings} opening links`);
    console.log(`integrity: ${JSON.stringify(integrity.summary)}`);
    console.log(`database: ${JSON.stringify(integrity.database)}`);
    if (opts.json) writeFileSync(opts.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(allFailures.length ? `\nFAILED:\n  ${allFailures.slice(0, 40).join("\n  ")}` : "\nOK");
    exitCode = allFailures.length ? 1 : 0;
  } finally {
    server.stop();
  }
  return exitCode;
};
