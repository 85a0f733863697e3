// The order the run starts its files in (vitest.config.ts). Vitest's own order (failed first, then
// slowest first by the last run's times, else largest) within each project, then: the first browser
// file of each lane, every unit file, the other browser files. The workers (one per browser lane and
// one more) take files from the front: the lanes start their browser files at once while one worker
// goes through the unit files, and the browser files after them wait for a turn
// (tests/e2e/support/turns.ts), so the browser lanes are busy from the start.
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const BROWSER_PROJECT = "e2e";

/**
 * Browser files running at once. Each has its own contexts and members, and each context calls
 * from a phone of its own (tests/e2e/support/browser.ts), so the files share only the machine's
 * cores. Three lanes on two cores: the browser files wait on Chromium, workerd and the product's
 * polls more than they compute, and a third fills the waits of the other two once the unit files
 * are done (decision 018; the runs that chose three: docs/performance.md, "From decision 018").
 */
export const BROWSER_LANES = 3;

export default class UnitsBesideBrowserSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const browser = sorted.filter((spec) => spec.project.name === BROWSER_PROJECT);
    const units = sorted.filter((spec) => spec.project.name !== BROWSER_PROJECT);
    return [...browser.slice(0, BROWSER_LANES), ...units, ...browser.slice(BROWSER_LANES)];
  }
}
