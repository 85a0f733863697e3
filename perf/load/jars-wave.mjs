// The shared jar's wave itself (perf/load/jars.mjs): the racers on the first jar's last places,
// every other writer in its own jar, the creators, and the anonymous readers, for --seconds.
import { Unexpected } from "./http.mjs";
import { pick } from "./jars-model.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const jarWave = async ({ call, writing, jars, writers, readersCount, person, fail, seconds, cap, guestMax }) => {
  const { write, edit, remove, readMine, live, guestCount } = writing;
  const SECONDS = seconds;
  const READERS = readersCount;
  const CAP = cap;
  const GUEST_MAX = guestMax;
  const full = jars[0];
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
  return { readers, aborted, elapsed: (performance.now() - started) / 1000 };
};
