// `npm run bench:fonts`: is a self-hosted Korean web font worth its bytes? Prints figures, asserts
// nothing (docs/decisions/014). The client is built once; each variant is that build plus one
// same-origin stylesheet of @font-face rules (woff2 slices by unicode-range, font-display: swap, a
// metric-matched local() fallback) linked from index.html. For each variant and route it counts
// the bytes Chromium actually downloads (CDP encodedDataLength, a fresh cache each time), the
// layout shift it records, takes a 390×844 screenshot, and runs Lighthouse's mobile preset.
//
//   system               no web font: the theme's stack of fonts the phone already has
//   pretendard           npm pretendard 1.3.9, static weights 400/500/700, dynamic-subset woff2
//   pretendard-variable  the same as one variable font (all weights in each slice)
//   noto                 @fontsource/noto-sans-kr 5.3.0 (the card's font) 400/500/700 woff2
//
// pretendard is not a dependency: it is fetched once with `npm pack` (72 MB) into
// node_modules/.cache/kkul-fonts. LIGHTHOUSE_RUNS (default 3) sets the runs per page (median).
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { buildClient, freePort, kakaoProviderToken, prepareDatabase, root, run, startWorker } from "./local-worker.mjs";

const PRETENDARD = "pretendard@1.3.9";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.FONT_VARIANTS?.split(",");
// Lighthouse only on routes whose label contains one of these (all by default): it is the slow part.
const LH_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(",");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const out = join(root, "test-results", "fonts");
mkdirSync(out, { recursive: true });

// ---------- the fonts ----------

const pretendardDir = async () => {
  const cache = join(root, "node_modules", ".cache", "kkul-fonts");
  const dir = join(cache, "package");
  if (!existsSync(join(dir, "package.json"))) {
    mkdirSync(cache, { recursive: true });
    console.log(`fetching ${PRETENDARD} (npm pack, about 72 MB, once)…`);
    const tgz = (
      await run("npm", ["pack", PRETENDARD, "--pack-destination", cache, "--silent"], { quiet: true, stdoutOnly: true })
    ).trim();
    await promisify(execFile)("tar", ["xzf", join(cache, tgz.split("\n").at(-1)), "-C", cache]);
  }
  return dir;
};
const notoDir = dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-kr/package.json"));

/** The @font-face rules of `cssFile`, keeping only the woff2 source, served from /fonts/web/<variant>/. */
const faces = (cssFile, variant) => {
  const css = readFileSync(cssFile, "utf8");
  const files = [];
  const rules = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const woff2 = /url\(\.?\/?([^)]+\.woff2)\)/.exec(body)[1];
    files.push(join(dirname(cssFile), woff2));
    const keep = body
      .split(";")
      .map((d) => d.trim())
      .filter((d) => d && !d.startsWith("src"))
      .join(";");
    return `@font-face{${keep};src:url(/fonts/web/${variant}/${woff2.split("/").at(-1)}) format("woff2")}`;
  });
  return { rules, files };
};

// Each weight's fallback is the phone's own Korean font with Chromium-measured metric overrides.
const LOCAL = {
  400: [
    "Apple SD Gothic Neo",
    "AppleSDGothicNeo-Regular",
    "Noto Sans CJK KR",
    "NotoSansCJKkr-Regular",
    "Malgun Gothic",
  ],
  500: [
    "AppleSDGothicNeo-Medium",
    "Noto Sans CJK KR Medium",
    "NotoSansCJKkr-Medium",
    "Noto Sans CJK KR",
    "Malgun Gothic",
  ],
  700: ["AppleSDGothicNeo-Bold", "Noto Sans CJK KR Bold", "NotoSansCJKkr-Bold", "Malgun Gothic Bold"],
};
const SYSTEM_STACK =
  '-apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", sans-serif';

const fallbackFaces = (family, m) =>
  Object.entries(LOCAL).map(
    ([weight, names]) =>
      `@font-face{font-family:"${family} Fallback";font-weight:${weight};src:${names.map((n) => `local("${n}")`).join(",")};size-adjust:${m.sizeAdjust}%;ascent-override:${m.ascent}%;descent-override:${m.descent}%;line-gap-override:0%}`,
  );

// Text the pages show, to compare advance widths: Hangul, Latin, digits, punctuation.
const SAMPLE =
  "꿀단지 카카오로 시작하기 발표 준비 고마워요! 덕분에 잘 끝났어요. 김꿀벌님이 이달콤님에게 꿀을 보냈어요 센스 만점 2026.11.23 Kakao 꿀 저장하기";

/**
 * size-adjust from rendered widths (the web font against the local fallback, in this Chromium),
 * ascent and descent from the web font's hhea table over that size-adjust, in %.
 */
const metrics = async (browser, fontFile, ascender, descender, unitsPerEm) => {
  const page = await browser.newPage();
  const data = readFileSync(fontFile).toString("base64");
  const ratio = await page.evaluate(
    async ({ data, sample }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const face = new FontFace("Measured", bytes);
      document.fonts.add(await face.load());
      const ctx = document.createElement("canvas").getContext("2d");
      ctx.font = '100px "Measured"';
      const web = ctx.measureText(sample).width;
      ctx.font = '100px "Noto Sans CJK KR"';
      return web / ctx.measureText(sample).width;
    },
    { data, sample: SAMPLE },
  );
  await page.close();
  const sizeAdjust = ratio * 100;
  const pct = (v) => ((v / unitsPerEm / ratio) * 100).toFixed(2);
  return { sizeAdjust: sizeAdjust.toFixed(2), ascent: pct(ascender), descent: pct(Math.abs(descender)) };
};

/** hhea ascender/descender and head unitsPerEm of an OpenType (CFF or TrueType) file. */
const verticalMetrics = (file) => {
  const b = readFileSync(file);
  const tables = new Map();
  for (let i = 0; i < b.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    tables.set(b.toString("latin1", at, at + 4), b.readUInt32BE(at + 8));
  }
  return {
    unitsPerEm: b.readUInt16BE(tables.get("head") + 18),
    ascender: b.readInt16BE(tables.get("hhea") + 4),
    descender: b.readInt16BE(tables.get("hhea") + 6),
  };
};

const variantsOf = async (browser) => {
  const variants = { system: null };
  const want = (name) => !ONLY || ONLY.includes(name);
  if (want("pretendard") || want("pretendard-variable")) {
    const pkg = await pretendardDir();
    const otf = join(pkg, "dist", "public", "static", "Pretendard-Regular.otf");
    const v = verticalMetrics(otf);
    const m = await metrics(browser, otf, v.ascender, v.descender, v.unitsPerEm);
    const web = join(pkg, "dist", "web");
    const build = (name, cssFiles) => {
      const parts = cssFiles.map((f) => faces(f, name));
      return {
        family: "Pretendard",
        metrics: m,
        rules: [...parts.flatMap((p) => p.rules), ...fallbackFaces("Pretendard", m)],
        files: parts.flatMap((p) => p.files),
      };
    };
    if (want("pretendard"))
      variants.pretendard = build(
        "pretendard",
        ["Regular", "Medium", "Bold"].map((w) => join(web, "static", `Pretendard-${w}.css`)),
      );
    if (want("pretendard-variable"))
      variants["pretendard-variable"] = build("pretendard-variable", [
        join(web, "variable", "pretendardvariable-dynamic-subset.css"),
      ]);
    if (variants["pretendard-variable"])
      variants["pretendard-variable"].rules = variants["pretendard-variable"].rules.map((r) =>
        r.replace(/font-family:\s*'Pretendard Variable'/, "font-family:'Pretendard'"),
      );
  }
  if (want("noto")) {
    // Noto Sans KR is Noto Sans CJK KR's design, so the fallback is the same font: only the vertical metrics differ.
    const woff = join(notoDir, "files", "noto-sans-kr-0-400-normal.woff");
    const m = await metrics(browser, woff.replace(/\.woff$/, ".woff2"), 1160, -288, 1000);
    const parts = [400, 500, 700].map((w) => faces(join(notoDir, `${w}.css`), "noto"));
    variants.noto = {
      family: "Noto Sans KR",
      metrics: m,
      rules: [...parts.flatMap((p) => p.rules), ...fallbackFaces("Noto Sans KR", m)],
      files: parts.flatMap((p) => p.files),
    };
  }
  for (const name of Object.keys(variants)) if (ONLY && !ONLY.includes(name)) delete variants[name];
  return variants;
};

/** A copy of the build with the variant's stylesheet and files, linked before the stitches sheet. */
const materialise = (built, name, variant, parent) => {
  if (!variant) return built;
  const dir = join(parent, `dist-${name}`);
  cpSync(built, dir, { recursive: true });
  mkdirSync(join(dir, "fonts", "web", name), { recursive: true });
  for (const file of new Set(variant.files)) cpSync(file, join(dir, "fonts", "web", name, file.split("/").at(-1)));
  // The theme's tokens are CSS variables: the stack is swapped without touching the bundle.
  const stack = `html:root{--fonts-body:"${variant.family}","${variant.family} Fallback",${SYSTEM_STACK}}`;
  writeFileSync(join(dir, "fonts", "web", `${name}.css`), [...variant.rules, stack].join("\n"));
  const index = join(dir, "index.html");
  writeFileSync(
    index,
    readFileSync(index, "utf8").replace(
      '<link rel="stylesheet" href="/sxs.css" />',
      `<link rel="stylesheet" href="/fonts/web/${name}.css" />\n    <link rel="stylesheet" href="/sxs.css" />`,
    ),
  );
  return dir;
};

// ---------- the data the pages show ----------

const login = async (url, user) => {
  const redirectUri = `${url}/login/kakao`;
  const consent = await fetch(
    `${url}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({ client_id: "local-rest-api-key", redirect_uri: redirectUri, user })}`,
    { redirect: "manual" },
  );
  const code = new URL(consent.headers.get("location")).searchParams.get("code");
  const res = await fetch(`${url}/api/auth/kakao-login`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await kakaoProviderToken(url, code, redirectUri)}` },
  });
  return (await res.json()).data;
};

/** 김꿀벌 with 5 groups and a delivered praise to 이달콤; returns the session and the praise's uuid. */
const seed = async (url) => {
  const session = await login(url, "김꿀벌");
  const call = async (path, body) => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${session.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await res.json()).data;
  };
  const groups = [];
  for (const name of ["디자인팀", "개발팀", "운영팀", "마케팅팀", "스터디"])
    groups.push((await call("/api/group", { groupName: name })).groupId);
  const { uuid, shareToken } = await call("/api/send-praise", {
    content: "발표 준비 고마워요!\n덕분에 잘 끝났어요. 다음 분기에도 같이 해요.",
    projectStatus: false,
    receiverName: "이달콤",
    groupId: groups[0],
    honeyStampId: 2,
  });
  await fetch(`${url}/__dev/kakao/share`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      appKey: "local-js-key",
      templateId: 100001,
      serverCallbackArgs: { praiseUuid: uuid, shareToken },
    }),
  });
  return { session, uuid };
};

// ---------- measuring ----------

const storeSession = (session) =>
  `localStorage.setItem("accessToken", ${JSON.stringify(session.accessToken)});` +
  `localStorage.setItem("refreshToken", ${JSON.stringify(session.refreshToken)});` +
  `localStorage.setItem("userName", ${JSON.stringify(session.memberName)});`;

/** Bytes by resource type as Chromium received them (headers included), layout shift, a screenshot. */
const downloads = async (browser, url, session, shot) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: "ko-KR",
  });
  if (session) await context.addInitScript(storeSession(session));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map();
  const bytes = {};
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const type = (types.get(e.requestId) ?? "Other").toLowerCase();
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    if (type === "font") bytes.fontFiles = (bytes.fontFiles ?? 0) + 1;
  });
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => window.__shift);
  await page.screenshot({ path: shot });
  await context.close();
  return { bytes, cls };
};

/**
 * Lighthouse (mobile preset) launching its own Chromium on a profile whose localStorage may hold a
 * session (Lighthouse clears the cache before loading, not localStorage); medians of `RUNS`.
 */
const lighthouse = async (url, session) => {
  const profile = mkdtempSync(join(tmpdir(), "kkul-lh-"));
  if (session) {
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, args: FLAGS });
    const page = await context.newPage();
    await page.goto(new URL("/auth/config", url).href);
    await page.evaluate(storeSession(session));
    await context.close();
  }
  const runs = [];
  const once = () =>
    promisify(execFile)(
      join(root, "node_modules", ".bin", "lighthouse"),
      [
        url,
        `--chrome-path=${CHROME}`,
        `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
    ).then(({ stdout }) => JSON.parse(stdout));
  for (let i = 0; i < RUNS; i++) {
    // A busy machine now and then fails a load (NO_NAVSTART, an interstitial): that run is repeated once.
    const report = await once().catch(once);
    if (session && report.finalDisplayedUrl !== url) throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl}`);
    runs.push({
      score: Math.round(report.categories.performance.score * 100),
      fcp: report.audits["first-contentful-paint"].numericValue,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      fontBytes: report.audits["network-requests"].details.items
        .filter((r) => r.resourceType === "Font")
        .reduce((sum, r) => sum + r.transferSize, 0),
    });
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    score: median("score"),
    fcp: median("fcp"),
    lcp: median("lcp"),
    cls: median("cls"),
    tbt: median("tbt"),
    runs,
  };
};

// ---------- the run ----------

const work = mkdtempSync(join(tmpdir(), "kkul-fonts-"));
const built = join(work, "dist");
await Promise.all([
  buildClient({ outDir: built, quiet: true }),
  prepareDatabase({ persistTo: join(work, "state"), quiet: true }),
]);
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
const variants = await variantsOf(browser);
const results = {};
let data;
for (const [name, variant] of Object.entries(variants)) {
  const assetsDir = materialise(built, name, variant, work);
  const worker = await startWorker({
    port: await freePort(),
    assetsDir,
    persistTo: join(work, "state"),
    logFile: join(work, "wrangler.log"),
  });
  try {
    data ??= await seed(worker.url);
    const routes = [
      ["/login", "/login", null],
      ["/compliment/<uuid>", `/compliment/${data.uuid}`, null],
      ["/ (5 groups)", "/", data.session],
    ];
    results[name] = { metrics: variant?.metrics, routes: {} };
    for (const [label, path, session] of routes) {
      const slug = label.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "home";
      const measured = await downloads(browser, `${worker.url}${path}`, session, join(out, `${name}-${slug}.png`));
      const lh =
        RUNS > 0 && (!LH_ROUTES || LH_ROUTES.some((r) => label.includes(r)))
          ? await lighthouse(`${worker.url}${path}`, session)
          : null;
      results[name].routes[label] = { ...measured, lighthouse: lh };
      const kib = (n = 0) => `${(n / 1024).toFixed(1)} KiB`;
      const b = measured.bytes;
      const total = Object.entries(b).reduce((s, [k, v]) => (k === "fontFiles" ? s : s + v), 0);
      console.log(
        `${name.padEnd(20)} ${label.padEnd(20)} total ${kib(total).padStart(10)}  fonts ${kib(b.font).padStart(9)} (${b.fontFiles ?? 0} files)  css ${kib(b.stylesheet).padStart(8)}  js ${kib(b.script).padStart(9)}  CLS(observer) ${measured.cls.toFixed(4)}` +
          (lh
            ? `  | LH perf ${lh.score} (${lh.runs.map((r) => r.score).join("/")})  FCP ${(lh.fcp / 1000).toFixed(2)} s  LCP ${(lh.lcp / 1000).toFixed(2)} s  CLS ${lh.cls.toFixed(3)}  TBT ${lh.tbt.toFixed(0)} ms`
            : ""),
      );
    }
  } finally {
    worker.stop();
  }
}
await browser.close();
writeFileSync(join(out, "results.json"), JSON.stringify(results, null, 2));
console.log(`\nscreenshots and results.json in ${out}`);
process.exit(0);
