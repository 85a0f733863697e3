// The order the run starts its files in (vitest.config.ts). Vitest's own order (failed first, then
// slowest first by the last run's times, else largest) within each project, then: the first browser
// file, every unit file, the other browser files. Two workers take files from the front: one runs
// the first browser file while the other goes through the unit files, and the browser files after
// it wait for their turn (tests/e2e/support/turns.ts), so the browser files run one after another
// from the start and the unit files use the core they leave.
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const BROWSER_PROJECT = "e2e";

export default class UnitsBesideBrowserSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const browser = sorted.filter((spec) => spec.project.name === BROWSER_PROJECT);
    const units = sorted.filter((spec) => spec.project.name !== BROWSER_PROJECT);
    return [...browser.slice(0, 1), ...units, ...browser.slice(1)];
  }
}
