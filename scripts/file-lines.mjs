// Part of `npm run lint`: no source file under web/, worker/, scripts/ or perf/ is over 300 lines (tests and generated
// files aside). A file that grows past it holds more than one thing: split it by what it does.
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
if (long.length > 0) process.exit(1);
