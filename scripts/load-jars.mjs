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
import {
  clientAddress,
  countBy,
  createCaller,
  formatLatency,
  latency,
  loadServer,
  perCall,
  pool,
  signUp,
  Unexpected,
} from "./load-http.mjs";
import { checkJars, d1Rows } from "./load-jars-check.mjs";

const CAP = 300;
const GUEST_MAX = 3;
const SETUP_CONCURRENCY = 10;
const GUEST_LIMIT_MESSAGE = "한 꿀단지에 편지는 3개까지 쓸 수 있어요.";
const LINES = [
  "함께 일해서 정말 즐거웠어요. 새로운 곳에서도 늘 응원할게요!",
  "힘들 때마다 먼저 웃어줘서 고마웠어요.",
  "회의 때마다 차분하게 정리해줘서 든든했어요.",
  "생일 축하해요! 올해도 꽃길만 걸어요 🎉",
  "승진 축하드려요. 누구보다 자격 있는 사람이에요.",
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
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
  const guestHeaders = { "X-Kkul-Request": "1", Origin: base }; // decision 021, as the jar page sends them
  const failures = [];
  const fail = (what) => failures.push(what);
  let people = 0;
  const person = (name) => ({ n: ++people, name, ip: clientAddress(people) });
  let seq = 0;
  const letterText = () => `${pick(LINES)} #${runId}-${++seq}`;

  // ---------- The model ----------
  // jar: { i, jarId, keepKey, title, creator, letters: Map<letterId, letter>, refusedFull, free }
  // letter: { letterId, writer, name, content, stamp, state: "live" | "hidden" | "deleted", fixed, hiding }
  const jars = [];
  const accept = (jar, writer, content, stamp, letterId, fixed) => {
    const letter = { letterId, writer, name: writer.displayName, content, stamp, state: "live", fixed, hiding: false };
    if (jar.letters.has(letterId)) fail(`${jar.title}: letter id ${letterId} given twice`);
    jar.letters.set(letterId, letter);
    writer.letters.push(letter);
    return letter;
  };
  const live = (jar) => [...jar.letters.values()].filter((l) => l.state === "live");

  /** One letter; answers the accepted letter, or the refusal's status. */
  const write = async (writer, jar, { fixed = false } = {}) => {
    const content = letterText();
    const stamp = 1 + Math.floor(Math.random() * 8);
    const res = await call("POST", `/api/jar/${jar.jarId}/letters`, {
      name: "POST /api/jar/:jarId/letters",
      from: writer,
      headers: writer.guest ? { ...guestHeaders, ...(writer.cookie ? { Cookie: writer.cookie } : {}) } : {},
      body: { content, honeyStampId: stamp, ...(writer.guest ? { writerName: writer.name } : {}) },
      expect: [201, 409, 429],
    });
    if (res.status !== 201) {
      const message = res.json?.message ?? "";
      if (res.status === 409 && /가득/.test(message)) jar.refusedFull.push(writer);
      else if (res.status === 429 && writer.guest && message === GUEST_LIMIT_MESSAGE) writer.refusedLimit++;
      else fail(`${writer.name} in ${jar.title}: ${res.status} ${message}`);
      return res.status;
    }
    if (writer.guest && !writer.cookie) {
      const set = res.headers.getSetCookie().find((c) => c.startsWith("__Host-kkul-writer="));
      if (!set) fail(`${writer.name}: first letter without a writer cookie`);
      else writer.cookie = set.split(";")[0];
    }
    if (!writer.guest && !writer.wroteIn.has(jar.jarId)) writer.wroteIn.set(jar.jarId, http.state.phase);
    return accept(jar, writer, content, stamp, res.data.letterId, fixed);
  };
  const guestCount = (writer) => writer.letters.filter((l) => l.state !== "deleted").length;

  const edit = async (writer, jar, letter) => {
    const content = letterText();
    const stamp = 1 + Math.floor(Math.random() * 8);
    await call("PATCH", `/api/jar/${jar.jarId}/letters/${letter.letterId}`, {
      name: "PATCH /api/jar/:jarId/letters/:letterId",
      from: writer,
      headers: writer.guest ? { ...guestHeaders, Cookie: writer.cookie } : {},
      body: { content, honeyStampId: stamp },
    });
    Object.assign(letter, { content, stamp });
  };
  const remove = async (who, jar, letter) => {
    await call("DELETE", `/api/jar/${jar.jarId}/letters/${letter.letterId}`, {
      name: "DELETE /api/jar/:jarId/letters/:letterId",
      from: who,
      headers: who.guest ? { ...guestHeaders, Cookie: who.cookie } : {},
    });
    letter.state = who === letter.writer ? "deleted" : "hidden";
  };
  /** The writer's own view: `mine` must be their live letters (a hide in flight may go either way). */
  const readMine = async (writer, jar) => {
    const view = await call("GET", `/api/jar/${jar.jarId}`, {
      name: "GET /api/jar/:jarId",
      from: writer,
      headers: writer.cookie ? { Cookie: writer.cookie } : {},
    });
    const unsure = new Set(writer.letters.filter((l) => l.hiding).map((l) => l.letterId));
    const got = view.data.mine.filter((l) => !unsure.has(l.letterId)).map((l) => `${l.letterId}:${l.content}`);
    const want = writer.letters
      .filter((l) => l.state === "live" && !unsure.has(l.letterId) && jar.letters.get(l.letterId) === l)
      .map((l) => `${l.letterId}:${l.content}`);
    if (JSON.stringify(got.sort()) !== JSON.stringify(want.sort()))
      fail(`${writer.name}: own letters ${got.length} in ${jar.title}, expected ${want.length}`);
  };

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
      const m = { ...person(name), guest: false, displayName: name, letters: [], wroteIn: new Map() };
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
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const running = () => performance.now() < deadline;
    const step = () => sleep((SECONDS * 1000) / 8 + Math.random() * 500); // a guest's steps, an eighth of the run apart

    const race = async (writer) => {
      await sleep(Math.random() * 300);
      if (writer.guest) {
        // The cookie first, as a browser does; refused (full already), there is no guest to race as.
        if (typeof (await write(writer, full)) === "number") return;
        await Promise.all(Array.from({ length: GUEST_MAX }, () => write(writer, full)));
      } else await Promise.all(Array.from({ length: 6 }, () => write(writer, full)));
      while (running()) {
        await sleep(1000 + Math.random() * 1000);
        await readMine(writer, full);
      }
      if (!writer.guest) await write(writer, full); // once more at the end: full
    };

    const guestInJar = async (g) => {
      const jar = g.jar;
      await sleep(Math.random() * 1000);
      const first = await write(g, jar);
      if (typeof first === "number") return fail(`${g.name}: first letter refused ${first}`);
      await step();
      // Three at once with one written: exactly two are taken.
      const tries = await Promise.all(Array.from({ length: GUEST_MAX }, (_, k) => write(g, jar, { fixed: k === 0 })));
      const taken = tries.filter((t) => typeof t !== "number").length;
      if (taken !== GUEST_MAX - 1) fail(`${g.name}: ${taken} of 3 letters at once taken with 1 written, expected 2`);
      await step();
      await readMine(g, jar);
      const mine = g.letters.filter((l) => l.state === "live" && !l.fixed);
      if (mine[0]) await edit(g, jar, mine[0]);
      await step();
      if (mine[0]) await remove(g, jar, mine[0]);
      // A deleted letter frees its place; a hidden one does not.
      const room = guestCount(g) < GUEST_MAX;
      const again = await write(g, jar);
      if ((typeof again !== "number") !== room) fail(`${g.name}: a letter with room ${room} was ${again}`);
      await step();
      const over = await write(g, jar);
      if (over !== 429) fail(`${g.name}: a fourth letter was ${typeof over === "number" ? over : "taken"}`);
      while (running()) {
        await sleep(2000 + Math.random() * 2000);
        await readMine(g, jar);
      }
    };

    const memberInJar = async (m) => {
      const jar = m.jar;
      await sleep(Math.random() * 1000);
      while (running()) {
        const roll = Math.random();
        const mine = m.letters.filter((l) => l.state === "live" && !l.fixed);
        if (roll < 0.15 && mine.length) await edit(m, jar, pick(mine));
        else if (roll < 0.25 && mine.length) await remove(m, jar, pick(mine));
        else if (roll < 0.35) await readMine(m, jar);
        else if (m.letters.length < 100) await write(m, jar, { fixed: Math.random() < 0.5 });
        await sleep(500 + Math.random() * 1000);
      }
    };

    const creator = async (jar) => {
      await sleep(Math.random() * 2000);
      let hid = jar.i === 0 || jar.i > 2; // the second and third jars' creators hide a letter
      while (running()) {
        const view = await call("GET", `/api/jar/${jar.jarId}`, { name: "GET /api/jar/:jarId", from: jar.creator });
        if (view.data.letters.length > CAP) fail(`${jar.title}: ${view.data.letters.length} letters`);
        const other = !hid && live(jar).find((l) => l.fixed && l.writer !== jar.creator);
        if (other && performance.now() > started + (SECONDS * 1000) / 3) {
          other.hiding = true;
          await remove(jar.creator, jar, other);
          other.hiding = false;
          hid = true;
        }
        await sleep(2000 + Math.random() * 2000);
      }
      if (!hid && jar.i > 0) fail(`${jar.title}: its creator found no letter to hide`);
    };

    const readers = { pages: 0, cards: 0, openings: 0 };
    const reader = async (r) => {
      await sleep(Math.random() * 1000);
      while (running()) {
        const jar = pick(jars);
        const roll = Math.random();
        if (roll < 0.7) {
          const page = await call("GET", `/jar/${jar.jarId}`, {
            name: "GET /jar/:jarId (page)",
            from: r,
            headers: { Accept: "text/html" },
            as: "text",
          });
          if (!page.text.includes(jar.title)) fail(`reader: /jar/${jar.jarId} does not name its jar`);
          readers.pages++;
        } else if (roll < 0.85) {
          const card = await call("GET", `/jar/${jar.jarId}/card.png`, {
            name: "GET /jar/:jarId/card.png",
            from: r,
            as: "bytes",
          });
          if (card.bytes?.[1] !== 0x50) fail(`reader: /jar/${jar.jarId}/card.png is not a PNG`);
          readers.cards++;
        } else {
          const opening = await call("GET", `/api/jar/${jar.jarId}/opening`, {
            name: "GET /api/jar/:jarId/opening",
            from: r,
            query: { key: jar.keepKey },
          });
          if (opening.data.letterCount > CAP || opening.data.kept)
            fail(`reader: opening of ${jar.title} ${opening.text}`);
          readers.openings++;
        }
        await sleep(Math.random() * 1000);
      }
    };

    let aborted = 0;
    const guard = (fn) => (x) =>
      fn(x).catch((error) => {
        if (!(error instanceof Unexpected)) throw error;
        aborted++;
        fail(`aborted: ${error.message}`);
      });
    await Promise.all([
      ...writers.map(guard((w) => (w.racer ? race(w) : w.guest ? guestInJar(w) : memberInJar(w)))),
      ...jars.map(guard(creator)),
      ...Array.from({ length: READERS }, () => person("읽는이")).map(guard(reader)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
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
