// Part of `npm run lint`: no source file under web/, worker/, scripts/ or perf/ is over 300 lines (tests and generated
// files aside). A file that grows past it holds more than one thing: split it by what it does.
// Likewise a decision record (docs/decisions/): a Status and Date line, its context, decision and
// consequences, and at most 400 words, counted as `wc -w` counts them. History, measurements and
// addenda go to docs/performance.md or to a record that supersedes it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MAX_LINES = 300;
const ROOTS = ["web", "worker", "scripts", "perf"];
const GENERATED = new Set(["worker/worker-configuration.d.ts"]);
/** @param {string} path */
const isSource = (path) => /\.(ts|tsx|mjs|mts)$/.test(path) && !/\.test\.tsx?$/.test(path) && !GENERATED.has(path);

const files = ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(isSource),
);
const long = files
  .map((path) => ({ path, lines: readFileSync(path, "utf8").split("\n").length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);
for (const { path, lines } of long) console.error(`${path}: ${lines} lines (at most ${MAX_LINES})`);

const MAX_WORDS = 400;
const DECISIONS = "docs/decisions";
const STATUS_LINE = /^Status: \S.* · Date: \d{4}-\d{2}-\d{2}\b/m;
const SECTIONS = ["Context", "Decision", "Consequences"];
const records = readdirSync(DECISIONS)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => join(DECISIONS, name));
const recordProblems = records.flatMap((path) => {
  const text = readFileSync(path, "utf8");
  const words = text.split(/\s+/).filter(Boolean).length;
  return [
    ...(words > MAX_WORDS ? [`${path}: ${words} words (at most ${MAX_WORDS})`] : []),
    ...(STATUS_LINE.test(text) ? [] : [`${path}: no 'Status: … · Date: YYYY-MM-DD' line`]),
    ...SECTIONS.filter((section) => !new RegExp(`^## ${section}\\b`, "m").test(text)).map(
      (section) => `${path}: no '## ${section}' section`,
    ),
  ];
});
for (const problem of recordProblems) console.error(problem);
if (long.length > 0 || recordProblems.length > 0) process.exit(1);
