// `npm run bench`: prints figures, asserts nothing. Client bundle sizes (raw and gzip) and the local
// worker's latency for the edge and the praise host, measured on loopback.

import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { buildClient, freePort, prepareDatabase, startWorker } from "./local-worker.mjs";

const dir = mkdtempSync(join(tmpdir(), "kkul-bench-"));
const assetsDir = join(dir, "dist");
await Promise.all([
  buildClient({ outDir: assetsDir, quiet: true }),
  prepareDatabase({ persistTo: join(dir, "state"), quiet: true }),
]);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
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

const worker = await startWorker({
  port: await freePort(),
  assetsDir,
  persistTo: join(dir, "state"),
  logFile: join(dir, "wrangler.log"),
});
const time = async (label, n, fn) => {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const samples = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))].toFixed(1);
  console.log(`  ${label.padEnd(46)} p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms   (n=${n})`);
};
const must = async (res) => {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
  await res.arrayBuffer();
};

const url = worker.url;
const redirectUri = `${url}/login/kakao`;
const login = async () => {
  const consent = await fetch(
    `${url}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({ client_id: "local-rest-api-key", redirect_uri: redirectUri, user: "김꿀벌" })}`,
    { redirect: "manual" },
  );
  const code = new URL(consent.headers.get("location")).searchParams.get("code");
  const token = await (
    await fetch(`${url}/auth/kakao/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, redirectUri }),
    })
  ).json();
  const res = await fetch(`${url}/api/auth/kakao-login`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token.data.accessToken}` },
  });
  return (await res.json()).data;
};
const session = await login();

console.log("\nLocal worker latency (wrangler dev, loopback, sequential)");
try {
  await time("GET / (static index.html)", 200, async () => must(await fetch(`${url}/`)));
  await time("GET /auth/config (worker)", 200, async () => must(await fetch(`${url}/auth/config`)));
  await time("GET /api/member/service-consent (host + D1)", 200, async () =>
    must(
      await fetch(`${url}/api/member/service-consent`, { headers: { Authorization: `Bearer ${session.accessToken}` } }),
    ),
  );
  await time("whole Kakao login (authorize→token→login)", 50, login);
  const started = performance.now();
  const batch = 200;
  await Promise.all(
    Array.from({ length: batch }, async () =>
      must(
        await fetch(`${url}/api/member/service-consent`, {
          headers: { Authorization: `Bearer ${session.accessToken}` },
        }),
      ),
    ),
  );
  console.log(
    `  host throughput, ${batch} concurrent authorised reads: ${(batch / ((performance.now() - started) / 1000)).toFixed(0)} req/s`,
  );

  // A delivered praise, for the public landing page a receiver opens from KakaoTalk.
  const auth = { Authorization: `Bearer ${session.accessToken}`, "Content-Type": "application/json" };
  const group = await (
    await fetch(`${url}/api/group`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ groupName: `벤치-${Date.now() % 100000}` }),
    })
  ).json();
  const sent = await (
    await fetch(`${url}/api/send-praise`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        content: "발표 준비 고마워요!\n덕분에 잘 끝났어요.",
        projectStatus: false,
        receiverName: "이달콤",
        groupId: group.data.groupId,
        honeyStampId: 2,
      }),
    })
  ).json();
  const uuid = sent.data.uuid;
  await fetch(`${url}/__dev/kakao/share`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      appKey: "local-js-key",
      templateId: 1,
      templateArgs: { id: uuid },
      serverCallbackArgs: { praiseUuid: uuid },
    }),
  });

  // Praise cards: the first request of each praise draws it (after one warm-up that pays the wasm
  // start-up), later ones come from the cache.
  const delivered = async (content) => {
    const { data } = await (
      await fetch(`${url}/api/send-praise`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({
          content,
          projectStatus: false,
          receiverName: "이달콤",
          groupId: group.data.groupId,
          honeyStampId: 3,
        }),
      })
    ).json();
    await fetch(`${url}/__dev/kakao/share`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ appKey: "local-js-key", templateId: 1, serverCallbackArgs: { praiseUuid: data.uuid } }),
    });
    return data.uuid;
  };
  const cards = [];
  for (let i = 0; i < 21; i++)
    cards.push(await delivered(`카드 ${i}번: 늘 먼저 도와줘서 고마워요. 덕분에 이번 분기도 잘 마쳤어요!`));
  const card = (id) => fetch(`${url}/compliment/${id}/card.png`).then((res) => res.arrayBuffer());
  const bytes = (await card(cards.shift())).byteLength; // warm-up: wasm start-up and the first font slices
  const percentile = (samples, p) =>
    samples.sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))].toFixed(1);
  const drawn = [];
  for (const id of cards) {
    const t = performance.now();
    await card(id);
    drawn.push(performance.now() - t);
  }
  console.log(
    `  ${"card image, first request (drawn)".padEnd(46)} p50 ${percentile(drawn, 50).padStart(6)} ms   p95 ${percentile(drawn, 95).padStart(6)} ms   (n=${drawn.length}, ${kib(bytes)})`,
  );
  await time("card image, cached", 200, async () => card(cards[0]));

  console.log("\nLighthouse (mobile preset, simulated throttling; Debian Chromium)");
  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const flags =
    "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
  for (const [label, path] of [
    ["/login", "/login"],
    ["/compliment/<uuid> (landing)", `/compliment/${uuid}`],
  ]) {
    const { stdout } = await promisify(execFile)(
      new URL("../node_modules/.bin/lighthouse", import.meta.url).pathname,
      [
        `${url}${path}`,
        `--chrome-path=${chrome}`,
        `--chrome-flags=${flags}`,
        "--only-categories=performance,accessibility,best-practices",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chrome } },
    );
    const report = JSON.parse(stdout);
    const score = (id) => Math.round(report.categories[id].score * 100);
    const metric = (id) => report.audits[id].displayValue;
    console.log(
      `  ${label.padEnd(30)} performance ${score("performance")}  accessibility ${score("accessibility")}  best practices ${score("best-practices")}`,
    );
    console.log(
      `  ${"".padEnd(30)} FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`,
    );
  }
} finally {
  worker.stop();
}
console.log("");
process.exit(0);
