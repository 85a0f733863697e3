// `npm run bench:fonts`'s fonts (perf/fonts.mjs): each variant's @font-face rules and woff2
// files, its metric-matched local() fallback, and a copy of the build that links them.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { root, run } from "../../scripts/local-worker.mjs";

const PRETENDARD = "pretendard@1.3.9";

const pretendardDir = async () => {
  const cache = join(root, "node_modules", ".cache", "kkul-fonts");
  const dir = join(cache, "package");
  if (!existsSync(join(dir, "package.json"))) {
    mkdirSync(cache, { recursive: true });
    console.log(`fetching ${PRETENDARD} (npm pack, about 72 MB, once)…`);
    const tgz = (
      await run("npm", ["pack", PRETENDARD, "--pack-destination", cache, "--silent"], { quiet: true, stdoutOnly: true })
    ).trim();
    const packed = /** @type {string} */ (tgz.split("\n").at(-1)); // npm pack's last line: the file
    await promisify(execFile)("tar", ["xzf", join(cache, packed), "-C", cache]);
  }
  return dir;
};
const notoDir = dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-kr/package.json"));

/**
 * The @font-face rules of `cssFile`, keeping only the woff2 source, served from /fonts/web/<variant>/.
 * @param {string} cssFile
 * @param {string} variant
 */
const faces = (cssFile, variant) => {
  const css = readFileSync(cssFile, "utf8");
  /** @type {string[]} */
  const files = [];
  const rules = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((rule) => {
    const body = /** @type {string} */ (rule[1]);
    // Every face of these packages has a woff2 source.
    const source = /** @type {RegExpExecArray} */ (/url\(\.?\/?([^)]+\.woff2)\)/.exec(body));
    const woff2 = /** @type {string} */ (source[1]);
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
      const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement("canvas").getContext("2d"));
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

/**
 * @typedef {{ family: string, metrics: { sizeAdjust: string, ascent: string, descent: string }, rules: string[], files: string[] }} FontVariant
 */

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string[] | undefined} only
 */
export const variantsOf = async (browser, only) => {
  /** @type {Record<string, FontVariant | null>} */
  const variants = { system: null };
  const want = (name) => !only || only.includes(name);
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
  for (const name of Object.keys(variants)) if (only && !only.includes(name)) delete variants[name];
  return variants;
};

/** A copy of the build with the variant's stylesheet and files, linked before the stitches sheet. */
export const materialise = (built, name, variant, parent) => {
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
