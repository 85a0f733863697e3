// pretest and prebench: the browser tests need Debian's headless shell (scripts/chromium-paths.mjs),
// the bench the full Chromium, and both a Korean font. Installs Debian's packages when it can (root),
// otherwise stops with the one command that does. Without root and without the shell, the tests run
// on the full Chromium when it is there (slower, same results).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { FULL_CHROMIUM, HEADLESS_SHELL } from "./chromium-paths.mjs";

const forBench = process.argv.includes("--bench");
const hasKoreanFont = () => {
  try {
    return execFileSync("fc-list", [":lang=ko"], { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
};

const custom = process.env.CHROME_PATH;
if (custom && !existsSync(custom)) {
  console.error(`CHROME_PATH names ${custom}, which is not there.`);
  process.exit(1);
}
const wanted = forBench ? FULL_CHROMIUM : HEADLESS_SHELL;
const missing = [];
if (!custom && !existsSync(wanted)) missing.push(forBench ? "chromium" : "chromium-headless-shell");
if (!hasKoreanFont()) missing.push("fonts-noto-cjk");
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
/** The tests can still run: the full Chromium and a Korean font are there. */
const fallback = !forBench && existsSync(FULL_CHROMIUM) && !missing.includes("fonts-noto-cjk");
const say = `The browser ${forBench ? "bench" : "tests"} want ${missing.join(" and ")}. Install with:\n  sudo sh -c '${command}'\n(or set CHROME_PATH to a Chromium binary)`;
if (process.getuid?.() !== 0) {
  console.error(fallback ? `${say}\nUntil then the tests use ${FULL_CHROMIUM}.` : say);
  process.exit(fallback ? 0 : 1);
}
console.log(`pre${forBench ? "bench" : "test"}: installing ${missing.join(", ")} from Debian…`);
try {
  execFileSync("sh", ["-c", command], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
} catch {
  // No package source reachable: a machine with the full Chromium still runs every test.
  console.error(fallback ? `Could not install ${missing.join(", ")}; the tests use ${FULL_CHROMIUM}.` : say);
  process.exit(fallback ? 0 : 1);
}
if (!existsSync(wanted)) {
  console.error(`Chromium is still missing at ${wanted}; set CHROME_PATH.`);
  process.exit(1);
}
