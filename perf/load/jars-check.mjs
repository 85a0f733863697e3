// The end of the jar wave (perf/load/jars.mjs): every jar kept through the real path and compared
// with the model, and the database read for orphans and for what the wave wrote to D1.
import { d1 } from "../../scripts/local-worker.mjs";
import { pool } from "../lib/pool.mjs";
import { orphanChecks } from "./http.mjs";

const sorted = (list) => [...list].sort();
const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

export const checkJars = async ({ call, jars, writers, stamps, statePath, runId, rows, cap, guestMax, fail }) => {
  const stampUrl = new Map(stamps.map((s) => [s.id, s.imageUrl]));
  const live = (jar) => [...jar.letters.values()].filter((l) => l.state === "live");
  const full = jars[0];

  // The exact figures the model allows: the first jar full, and no other jar refusing anyone.
  const fullLive = live(full).length;
  if (fullLive !== cap) fail(`${full.title}: ${fullLive} letters accepted, expected exactly ${cap}`);
  const raced = [...full.letters.values()].filter((l) => l.writer !== full.creator).length;
  if (raced !== full.free) fail(`${full.title}: ${raced} of its last ${full.free} places taken`);
  if (full.refusedFull.length === 0) fail(`${full.title}: nobody was refused a full jar`);
  for (const jar of jars.slice(1))
    if (jar.refusedFull.length) fail(`${jar.title}: ${jar.refusedFull.length} letters refused as full`);
  for (const g of writers.filter((w) => w.guest)) {
    const counted = g.letters.filter((l) => l.state !== "deleted").length;
    if (counted > guestMax) fail(`${g.name}: ${counted} letters in one jar`);
    if (!g.racer && g.refusedLimit !== 2) fail(`${g.name}: refused ${g.refusedLimit}× for the guest limit, expected 2`);
  }

  // The day comes; each jar kept by the next jar's creator.
  await call("POST", "/__dev/jar-clock", { body: { aheadDays: 1 } });
  const kept = {};
  let letters = 0;
  await pool(jars, 5, async (jar) => {
    const keeper = jars[(jar.i + 1) % jars.length].creator;
    const res = await call("POST", `/api/jar/${jar.jarId}/keep`, {
      name: "POST /api/jar/:jarId/keep",
      from: keeper,
      body: { keepKey: jar.keepKey },
      expect: [201],
    });
    const want = live(jar).map((l) => `${l.name}|${l.content}|${stampUrl.get(l.stamp)}`);
    if (res.data.count !== want.length) fail(`${jar.title}: kept ${res.data.count} letters, expected ${want.length}`);
    const got = [];
    for (let page = 0, pages = 1; page < pages; page++) {
      const list = await call("GET", "/api/receive-praise/group", {
        from: keeper,
        query: { groupId: res.data.groupId, page, size: 50 },
      });
      pages = list.data.pageInfo.totalPages;
      got.push(...list.data.receivePraiseInfos.map((p) => `${p.name}|${p.content}|${p.stampUrl}`));
    }
    if (!same(got, want)) {
      const missing = want.filter((x) => !got.includes(x)).length;
      fail(
        `${jar.title}: the keeper's group holds ${got.length} letters, expected ${want.length} (${missing} missing)`,
      );
    }
    kept[jar.jarId] = { groupId: res.data.groupId, count: res.data.count };
    letters += got.length;
  });
  // Once kept: no letter, no second keep; the opening link says so.
  const one = jars[1];
  await call("POST", `/api/jar/${one.jarId}/letters`, {
    name: "POST /api/jar/:jarId/letters",
    from: one.creator,
    body: { content: "늦은 편지", honeyStampId: 11 },
    expect: [409],
  });
  await call("POST", `/api/jar/${one.jarId}/keep`, {
    name: "POST /api/jar/:jarId/keep",
    from: jars[2].creator,
    body: { keepKey: one.keepKey },
    expect: [409],
  });
  const opening = await call("GET", `/api/jar/${one.jarId}/opening`, { query: { key: one.keepKey } });
  if (!opening.data.kept) fail(`${one.title}: its opening link does not say kept`);
  await call("POST", "/__dev/jar-clock", { body: { aheadDays: 0 } });

  // The database: no orphan; each kept letter one praise saved once in its keeper's group; one
  // "wrote in" row per member per jar; and of the wave itself, no D1 row but those.
  const failures = [];
  const database = await orphanChecks(statePath, `단지${runId}`, failures);
  for (const f of failures) fail(f);
  const ids = jars.map((j) => `'${j.jarId}'`).join(",");
  const persist = ["--persist-to", statePath];
  const perJar = await d1(
    persist,
    "--command",
    `SELECT j.id, j.group_id AS groupId, j.kept_by IS NOT NULL AS kept,
            (SELECT COUNT(*) FROM praises p WHERE p.jar_id = j.id) AS praises,
            (SELECT COUNT(*) FROM praises p JOIN received_praises r ON r.praise_id = p.id WHERE p.jar_id = j.id) AS saved,
            (SELECT COUNT(*) FROM praises p JOIN received_praises r ON r.praise_id = p.id
              WHERE p.jar_id = j.id AND r.group_id = j.group_id AND r.member_id = j.kept_by) AS savedInGroup,
            (SELECT COUNT(*) FROM jar_writers w WHERE w.jar_id = j.id) AS writers
       FROM jars j WHERE j.id IN (${ids})`,
  );
  const members = [...writers.filter((w) => !w.guest), ...jars.map((j) => j.creator)];
  for (const jar of jars) {
    const row = perJar.find((r) => r.id === jar.jarId);
    const n = live(jar).length;
    const wrote = members.filter((m) => m.wroteIn.has(jar.jarId)).length;
    if (!row) fail(`${jar.title}: no D1 row`);
    else if (!row.kept || row.groupId !== kept[jar.jarId]?.groupId)
      fail(`${jar.title}: D1 says kept ${row.kept} into ${row.groupId}`);
    else if (row.praises !== n || row.saved !== n || row.savedInGroup !== n)
      fail(
        `${jar.title}: D1 ${row.praises} praises, ${row.saved} saved, ${row.savedInGroup} in the group; expected ${n}`,
      );
    else if (row.writers !== wrote) fail(`${jar.title}: ${row.writers} jar_writers rows, expected ${wrote}`);
  }
  const newWriters = members.reduce((sum, m) => sum + [...m.wroteIn.values()].filter((p) => p === "load").length, 0);
  const written = Object.fromEntries(
    Object.keys(rows.after)
      .map((t) => [t, rows.after[t] - (rows.before[t] ?? 0)])
      .filter(([, d]) => d !== 0),
  );
  const expectedWritten = newWriters ? { jar_writers: newWriters } : {};
  if (JSON.stringify(written) !== JSON.stringify(expectedWritten))
    fail(`D1 rows written by the wave ${JSON.stringify(written)}, expected ${JSON.stringify(expectedWritten)}`);

  const all = jars.flatMap((j) => [...j.letters.values()]);
  const guests = writers.filter((w) => w.guest);
  return {
    summary: {
      jars: jars.length,
      accepted: all.length,
      kept: letters,
      deleted: all.filter((l) => l.state === "deleted").length,
      hidden: all.filter((l) => l.state === "hidden").length,
      firstJar: `${fullLive}/${cap}, ${raced} of ${full.free} last places taken, ${full.refusedFull.length} refused as full`,
      guestLetters: all.filter((l) => l.writer.guest).length,
      guestLimitRefusals: guests.reduce((n, g) => n + g.refusedLimit, 0),
      d1RowsWrittenByTheWave: written,
    },
    database,
  };
};
