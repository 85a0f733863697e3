// axe-core in the e2e pages: loaded as a script from the run's own address for it (support/axe-server.ts;
// the page's context must be created with bypassCSP: true, since our CSP allows scripts of our own
// origin only), run over the whole document, and every serious or critical violation written out as
// one line per element a test can read.
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue } from "axe-core";
import type { Page } from "playwright-core";
import { inject } from "vitest";

const require = createRequire(import.meta.url);

/** Only these fail the suite. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ["serious", "critical"];

/** What a plain axe.run leaves out: rules off by default (AAA contrast, target-size) and these tags. */
const NOT_RUN_BY_DEFAULT = ["experimental", "deprecated"];

/**
 * The rules a plain axe.run runs that can fail the suite. A rule's declared impact is the impact of
 * every violation it reports (axe's finalizeRuleResult), so a rule of moderate or minor impact
 * (region, the landmark rules, heading-order …) could only be filtered out below, after region has
 * walked every node of the page. Read from the installed axe-core (its rules' `impact` and
 * `enabled` are not in its typings): a rule a new version adds runs if it can fail.
 */
const FAILING_RULES: string[] = (
  require("axe-core") as {
    _audit: { rules: { id: string; impact?: ImpactValue; enabled: boolean; tags: string[] }[] };
  }
)._audit.rules
  .filter(
    (rule) =>
      rule.enabled !== false &&
      !rule.tags.some((tag) => NOT_RUN_BY_DEFAULT.includes(tag)) &&
      FAILING_IMPACTS.includes(rule.impact ?? "critical"),
  )
  .map((rule) => rule.id);

/** Runs axe over `page` (injecting it once per document) and lists its serious and critical violations. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: inject("axeURL") });
  const results = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: "rule", values: rules }, resultTypes: ["violations"] },
      ),
    FAILING_RULES,
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
