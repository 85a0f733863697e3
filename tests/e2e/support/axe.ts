// axe-core in the e2e pages: its source injected as a script (the page's context must be created with
// bypassCSP: true, since our CSP allows no inline script), run over the whole document, and every
// serious or critical violation written out as one line per element a test can read.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue } from "axe-core";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Only these fail the suite. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ["serious", "critical"];

/** Runs axe over `page` (injecting it once per document) and lists its serious and critical violations. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ["violations"] },
    ),
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? "minor"))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} (${violation.help}) at ${node.target.join(" ")}: ${node.failureSummary?.replaceAll("\n", " ")}`,
      ),
    );
};
