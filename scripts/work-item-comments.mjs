// Part of `npm run lint`: no comment under worker/, web/, tests/, scripts/ or perf/, nor in the
// Vite and Vitest configs, cites a work item ('issue <n>', 'Issue <n>.<m>', '#<n>', 'PR <n>'). Work
// items live in the tracker; a comment cites a decision (docs/decisions/) or a SPEC section, or says
// why in its own words. Nor does a comment outside the measurement scripts quote a figure from a run
// (a duration in ms, a size in KiB or MiB, a run's middle value or percentile, a ratio, a before and
// after): a figure goes stale with the next run, and its home is docs/performance.md.
// A contract limit is named by its constant, not restated. Only comments are read: strings, test
// names among them, are left alone. One rule reads test code: a file of concurrent tests takes
// `expect` from each test's context.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["worker", "web", "tests", "scripts", "perf"].filter((root) => existsSync(root));
const ROOT_FILES = ["vite.config.ts", "vitest.config.ts"];
// Where figures from runs belong: the measurement code (perf/).
const MEASUREMENT = /^perf\//;
const GENERATED = new Set(["worker/worker-configuration.d.ts"]);
// The source whose strings people read, tests aside; a string with this many Hangul syllables is a sentence.
const USER_TEXT_SOURCE = /^(?:web|worker)\//;
const TESTS = /\.test\.tsx?$|^(?:web|worker)\/test\//;
const STRING_HANGUL_MIN = 8;
const STRING_BASELINE = "docs/string-duplicates.json";
const isUserText = (string) => (string.match(/[가-힣]/g) ?? []).length >= STRING_HANGUL_MIN;
const SCRIPT = /\.(ts|tsx|mts|mjs|js)$/;
/** @type {[RegExp, string][]} */
const LANGUAGES = [
  [SCRIPT, "script"],
  [/\.sql$/, "sql"],
  [/\.css$/, "css"],
];

// 'issue <n>', 'Issues <n>–<m>', 'issue #<n>', 'ticket <n>', 'PR <n>', 'pull request #<n>', and a bare
// '#<n>' (but not 'React #<n>': React's error numbers name a page of React's own).
const WORK_ITEM = [/\b(?:issues?|tickets?|PRs?|pull requests?)\s*#?\d+/i, /(?:^|[\s([,;])(?<!React )#\d+\b/];

// A figure from a run: a duration or a size, a run's middle value or percentile, a ratio (but not a
// size such as 390×844 or 44 × 44), a before and after (an arrow between two figures).
const RUN_FIGURE = [
  /(?<![\w.])\d+(?:[.,]\d+)*\s?(?:ms|µs|KiB|MiB|GiB|kB|KB|MB|GB)\b/,
  /\bmedian\b/i,
  /\bp(?:50|75|90|95|99)\b/,
  /\d\s?×(?!\s?\d)/,
  /\d\s?(?:→|->)\s?\d/,
  /\d\s?CPU-seconds/i,
];

/** Where a character after `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|^$|\b(?:return|typeof|case|do|else|in|of|void|yield|await)$/;

/**
 * Every comment in `text`, as `{ line, text }` per line it covers (1-based), and the text of its
 * strings: each quoted string, each static part of a template, and text outside both (JSX text).
 */
function scan(text, language) {
  const found = [];
  const strings = [];
  let code = "";
  const push = (start, end) => {
    let line = text.slice(0, start).split("\n").length;
    for (const part of text.slice(start, end).split("\n")) found.push({ line: line++, text: part });
  };
  const lineComment = language === "sql" ? "--" : language === "script" ? "//" : null;
  const quotes = language === "script" ? "'\"`" : "'\"";
  const templates = []; // brace depth at each open `${`
  let braces = 0;
  let previous = ""; // the code just before, for telling a regex from a division
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (lineComment && text.startsWith(lineComment, i)) {
      const end = text.indexOf("\n", i);
      push(i, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      push(i, end === -1 ? text.length : end + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "`" && language === "script") {
      i = template(i + 1);
      previous += "`";
      code += "\n";
    } else if (quotes.includes(c)) {
      // A quote in JSX text or SQL may be no string at all: a string ends at its line's end anyway.
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      strings.push(text.slice(i + 1, j));
      i = j + 1;
      previous += c;
      code += "\n";
    } else if (c === "/" && language === "script" && !previous.endsWith("<") && BEFORE_REGEX.test(previous.trimEnd())) {
      // A regular expression (`</` is a JSX closing tag).
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== "\n" && (inClass || text[j] !== "/")) {
        if (text[j] === "\\") j++;
        else if (text[j] === "[") inClass = true;
        else if (text[j] === "]") inClass = false;
        j++;
      }
      i = j + 1;
      previous += "/";
    } else if (c === "}" && templates.at(-1) === braces) {
      templates.pop();
      i = template(i + 1);
      previous += "`";
      code += "\n";
    } else {
      if (c === "{") braces++;
      if (c === "}") braces--;
      previous = (previous + c).slice(-16);
      code += c;
      i++;
    }
  }
  for (const jsxText of code.match(/[^<>{}\n]*[가-힣][^<>{}\n]*/g) ?? []) strings.push(jsxText);
  return { comments: found, strings, code };

  /** Skips a template literal's text from `start`; returns where the code goes on. */
  function template(start) {
    let j = start;
    while (j < text.length && text[j] !== "`") {
      if (text[j] === "\\") j++;
      else if (text.startsWith("${", j)) {
        templates.push(braces);
        strings.push(text.slice(start, j));
        return j + 2;
      }
      j++;
    }
    strings.push(text.slice(start, j));
    return j + 1;
  }
}

const files = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !GENERATED.has(path)),
).concat(ROOT_FILES);
// Tests that run side by side (`.concurrent`) check with their own context's `expect` (vitest's rule):
// the module's `expect` belongs to whichever test started last, and its poll throws once that one ended.
const CONCURRENT = /\b(?:describe|it|test)\.concurrent\b/;
const MODULE_EXPECT = /import\s*\{[^}]*(?<![\w.])expect\b[^}]*\}\s*from\s*["']vitest["']/;
const concurrentWithModuleExpect = (path, code, text) => {
  if (!CONCURRENT.test(code) || !MODULE_EXPECT.test(text)) return 0;
  console.error(
    `${path}: runs tests concurrently and imports vitest's expect: take \`expect\` from each test's context.`,
  );
  return 1;
};

let refused = 0;
const filesOf = new Map(); // a user-facing string → the source files that write it
for (const path of files) {
  const language = LANGUAGES.find(([pattern]) => pattern.test(path))?.[1];
  if (!language) continue;
  const figuresAllowed = MEASUREMENT.test(path);
  const text = readFileSync(path, "utf8");
  const scanned = scan(text, language);
  if (language === "script" && USER_TEXT_SOURCE.test(path) && !TESTS.test(path)) {
    for (const string of new Set(scanned.strings.map((s) => s.trim()).filter(isUserText))) {
      filesOf.set(string, (filesOf.get(string) ?? new Set()).add(path));
    }
  }
  if (language === "script" && TESTS.test(path)) refused += concurrentWithModuleExpect(path, scanned.code, text);
  for (const { line, text } of scanned.comments) {
    if (WORK_ITEM.some((pattern) => pattern.test(text))) {
      console.error(`${path}:${line}: cites a work item; cite a decision or SPEC §N instead: ${text.trim()}`);
      refused++;
    }
    if (!figuresAllowed && RUN_FIGURE.some((pattern) => pattern.test(text))) {
      console.error(
        `${path}:${line}: quotes a run's figure; say why, and leave the figure to docs/performance.md: ${text.trim()}`,
      );
      refused++;
    }
  }
}

// Every user-facing string is written once: a Korean string of STRING_HANGUL_MIN syllables or more in
// two source files under web/ or worker/ is a second home (name it once, in worker/contract when both
// sides say it). The ones there were when this check came are listed in docs/string-duplicates.json,
// which may only shrink: `--write-strings` rewrites it after one is resolved.
const duplicated = [...filesOf].filter(([, paths]) => paths.size > 1).sort(([a], [b]) => (a < b ? -1 : 1));
if (process.argv.includes("--write-strings")) {
  writeFileSync(
    STRING_BASELINE,
    `${JSON.stringify(
      duplicated.map(([string]) => string),
      null,
      2,
    )}\n`,
  );
} else {
  const known = new Set(JSON.parse(readFileSync(STRING_BASELINE, "utf8")));
  for (const [string, paths] of duplicated) {
    if (known.has(string)) continue;
    console.error(`"${string}" is written in ${[...paths].join(", ")}: define it once and import it.`);
    refused++;
  }
  const gone = [...known].filter((string) => !duplicated.some(([d]) => d === string));
  if (gone.length > 0)
    console.error(`${gone.length} string(s) in ${STRING_BASELINE} now have one home: run with --write-strings.`);
  refused += gone.length;
}
if (refused > 0) process.exit(1);
