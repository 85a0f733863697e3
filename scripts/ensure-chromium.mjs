// pretest: the browser tests need Chromium and a Korean font. Installs Debian's packages when it
// can (root), otherwise stops with the one command that does.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const hasKoreanFont = () => {
  try {
    return execFileSync("fc-list", [":lang=ko"], { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync(chrome)) missing.push("chromium");
if (!hasKoreanFont()) missing.push("fonts-noto-cjk");
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
if (process.getuid?.() !== 0) {
  console.error(
    `The browser tests need ${missing.join(" and ")}. Install with:\n  sudo sh -c '${command}'\n(or set CHROME_PATH to a Chromium binary)`,
  );
  process.exit(1);
}
console.log(`pretest: installing ${missing.join(", ")} from Debian…`);
execFileSync("sh", ["-c", command], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
if (!existsSync(chrome)) {
  console.error(`Chromium is still missing at ${chrome}; set CHROME_PATH.`);
  process.exit(1);
}
