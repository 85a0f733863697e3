// `npm run bench [-- --only throughput,lighthouse]`: the figures and their budgets (docs/performance.md). Client
// bundle sizes; the local worker's latency on loopback; the praise card image drawn and cached;
// throughput of the praise host's reads and the landing against a hello-world floor started here;
// the JavaScript a first load of each route downloads (Chromium); Lighthouse mobile, median of 5;
// a receiver's tap from the landing to a working Kakao button under slow 4G (figure, no budget); a
// shared jar's letter, measured (perf/bench/jar.mjs).
// Writes perf/results.json, prints a budget table and exits 1 when a budget is missed. Never part
// of `npm test`: figures depend on the machine, and on what else runs on it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildClient, freePort, prepareDatabase, root, startWorker } from "../scripts/local-worker.mjs";
import { startHelloWorker } from "./bench/autocannon.mjs";
import { cardSection } from "./bench/card.mjs";
import { drawnTapsSection } from "./bench/drawn-taps.mjs";
import { inpSection, shareSection, tapSection } from "./bench/interactions.mjs";
import { benchJar } from "./bench/jar.mjs";
import { latencySection } from "./bench/latency.mjs";
import { firstLoadJsSection, jarPageOnce, lighthouseSection } from "./bench/pages.mjs";
import { kib, throughputLine } from "./bench/report.mjs";
import { throughputSection } from "./bench/throughput.mjs";
import { benchClient, seedBench } from "./lib/fixture.mjs";

const SECTIONS = ["latency", "card", "throughput", "jar", "js", "lighthouse", "tap", "share", "inp", "drawn-taps"];
// `--controls landing,login`: drawn-taps measures only the controls whose names contain one of these.
const { values: opts } = parseArgs({ options: { only: { type: "string" }, controls: { type: "string" } } });
const only = opts.only ? opts.only.split(",") : SECTIONS;
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (unknown.length > 0) {
  console.error(`--only: unknown section ${unknown.join(", ")}; the sections are ${SECTIONS.join(", ")}`);
  process.exit(2);
}
/** @param {string} section */
const wants = (section) => only.includes(section);

const startedAt = Date.now();
/** @type {Record<string, unknown>} */
const results = {
  date: new Date().toISOString(),
  machine: { cpus: availableParallelism(), cpu: cpus()[0]?.model, node: process.version },
  sections: only,
};
/** @type {{ figure: string, measured: string, budget: string, pass: boolean }[]} */
const budgets = [];
/** @type {import("./bench/report.mjs").Budget} */
const budget = (figure, measured, limit, pass) => budgets.push({ figure, measured, budget: limit, pass });

const dir = mkdtempSync(join(tmpdir(), "kkul-bench-"));
const assetsDir = join(dir, "dist");
await Promise.all([
  buildClient({ outDir: assetsDir, quiet: true }),
  prepareDatabase({ persistTo: join(dir, "state"), quiet: true }),
]);

// ---------- client bundle (files on disk; what a page load downloads is measured below) ----------
const files = readdirSync(join(assetsDir, "assets")).map((name) => {
  const bytes = readFileSync(join(assetsDir, "assets", name));
  return { name, raw: statSync(join(assetsDir, "assets", name)).size, gzip: gzipSync(bytes).length };
});
const entry = readFileSync(join(assetsDir, "index.html"), "utf8");
const initial = files.filter((f) => entry.includes(f.name));
console.log("\nClient bundle");
for (const f of files.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${f.name.padEnd(40)} ${kib(f.raw).padStart(10)} ${kib(f.gzip).padStart(10)} gz`);
console.log(`  initial load (index.html's own assets): ${kib(initial.reduce((s, f) => s + f.gzip, 0))} gz`);
console.log(`  all assets: ${kib(files.reduce((s, f) => s + f.gzip, 0))} gz`);
results.bundle = { files, indexHtmlAssetsGzip: initial.reduce((s, f) => s + f.gzip, 0) };

const worker = await startWorker({
  port: await freePort(),
  assetsDir,
  persistTo: join(dir, "state"),
  logFile: join(dir, "wrangler.log"),
});
// Typed by a cast, not an annotation: startHello sets it, and an annotated `null` would stay null here.
let hello = /** @type {import("./bench/autocannon.mjs").HelloWorker | null} */ (null);
const startHello = async () => {
  hello = await startHelloWorker({ logFile: join(dir, "hello.log"), assetsDir });
  return hello;
};
const url = worker.url;
const client = benchClient(url);

try {
  const seed = await seedBench(client);
  const { bee } = seed;
  const landingPath = `/compliment/${seed.landing}`;
  const bearer = { Authorization: `Bearer ${bee.accessToken}` };
  const pages = { url, seed, client, landingPath, jarPage: jarPageOnce(url, bearer), budget };

  if (wants("latency")) results.latency = await latencySection({ url, bearer, client });

  if (wants("card")) results.card = await cardSection({ url, bearer, client, seed, budget });

  if (wants("throughput")) {
    const figures = await throughputSection({
      url,
      bearer,
      seed,
      landingPath,
      workerPid: worker.child.pid,
      startHello,
      budget,
    });
    results.throughput = figures.throughput;
    results.hostReadCpu = figures.hostReadCpu;
    hello?.stop();
    hello = null;
  }

  if (wants("jar")) {
    console.log("\nA shared jar's letter and its readers (workerd's own CPU counters, the object's files, D1's rows)");
    results.jar = await benchJar({
      url,
      statePath: join(dir, "state"),
      wranglerPid: worker.child.pid,
      bearer,
      hello: await startHello(),
      budget,
      line: throughputLine,
    });
    hello?.stop();
    hello = null;
  }

  if (wants("js")) results.firstLoadJs = await firstLoadJsSection(pages);

  if (wants("lighthouse")) results.lighthouse = await lighthouseSection(pages);

  if (wants("tap")) results.tapToLogin = await tapSection(pages);

  if (wants("share")) results.shareReturn = await shareSection(pages);

  if (wants("inp")) results.interactions = await inpSection(pages);

  if (wants("drawn-taps")) {
    // A praise to 김꿀벌 not yet kept: its landing offers '꿀 저장하기'.
    const unkept = await client.deliver(seed.sweet, {
      groupId: seed.sweetGroup,
      receiverName: "김꿀벌",
      content: "먼저 누른 탭도 닿아요",
    });
    results.drawnTaps = await drawnTapsSection({
      ...pages,
      landingUnkept: `/compliment/${unkept}`,
      only: opts.controls?.split(","),
    });
  }
} finally {
  hello?.stop();
  worker.stop();
}

results.budgets = budgets;
results.seconds = Math.round((Date.now() - startedAt) / 1000);
mkdirSync(join(root, "perf"), { recursive: true });
writeFileSync(join(root, "perf", "results.json"), `${JSON.stringify(results, null, 2)}\n`);

console.log("\nBudgets");
const width = Math.max(...budgets.map((b) => b.figure.length), 6);
console.log(`  ${"figure".padEnd(width)}  ${"measured".padEnd(20)}  ${"budget".padEnd(14)}  result`);
for (const b of budgets)
  console.log(
    `  ${b.figure.padEnd(width)}  ${b.measured.padEnd(20)}  ${b.budget.padEnd(14)}  ${b.pass ? "pass" : "FAIL"}`,
  );
const failed = budgets.filter((b) => !b.pass).length;
console.log(
  `\n${budgets.length - failed} of ${budgets.length} budgets met in ${results.seconds} s; figures in perf/results.json${failed ? `; ${failed} missed` : ""}`,
);
process.exit(failed ? 1 : 0);
