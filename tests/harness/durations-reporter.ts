// Ends every run with its slowest test files (the time of their tests and hooks, as vitest measures
// it, beside the time spent importing and setting them up) and a plain count line, and writes every
// file's figures to test-results/durations.json, so a slow file is seen the day it gets slow.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

type FileDuration = {
  project: string;
  file: string;
  tests: number;
  /** Tests and hooks, the file's own time. */
  seconds: number;
  /** Importing the file and its setup files and the environment; for a browser file, its wait for its turn. */
  setupSeconds: number;
  /** When the file started and ended, in seconds from the run's start: which files ran side by side. */
  from: number;
  to: number;
};

const SLOWEST = 10;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class DurationsReporter implements Reporter {
  private root = process.cwd();
  private startedAt = performance.now();
  private startedEpoch = Date.now();
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    this.root = vitest.config.root;
    this.startedAt = performance.now();
    this.startedEpoch = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const files: FileDuration[] = testModules.map((module) => {
      const d = module.diagnostic();
      // A browser file's wait for its turn happens in its first hook (tests/e2e/support/turns.ts).
      const task = this.vitest?.state.idMap.get(module.id);
      const waited = task?.meta.turnWaitMs ?? 0;
      const started = (task?.result?.startTime ?? this.startedEpoch) - this.startedEpoch;
      return {
        project: module.project.name,
        file: relative(this.root, module.moduleId),
        tests: [...module.children.allTests()].length,
        seconds: seconds(d.duration - waited),
        setupSeconds: seconds(
          d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + waited,
        ),
        from: seconds(started + waited),
        to: seconds(started + d.duration),
      };
    });
    files.sort((a, b) => b.seconds - a.seconds);
    // A test that could not run because its file failed (an import, a beforeAll) counts as failed,
    // and so does an error outside any test: the count line must not read as a pass.
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      const fileFailed = module.state() === "failed";
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed" || (fileFailed && test.options.mode === "run")) counts.failed++;
        else counts.skipped++;
      }
    }
    const wallSeconds = seconds(performance.now() - this.startedAt);
    const dir = join(this.root, "test-results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "durations.json"), `${JSON.stringify({ wallSeconds, ...counts, files }, null, 2)}\n`);

    const width = Math.max(...files.slice(0, SLOWEST).map((f) => f.file.length), 4);
    const lines = [
      "",
      ` Slowest ${Math.min(SLOWEST, files.length)} of ${files.length} files (tests and hooks; setup = import, environment and a browser file's wait for its turn), all in test-results/durations.json:`,
      ...files
        .slice(0, SLOWEST)
        .map(
          (f) =>
            `   ${f.file.padEnd(width)}  ${String(f.tests).padStart(3)} tests  ${f.seconds.toFixed(1).padStart(6)} s  (setup ${f.setupSeconds.toFixed(1)} s)`,
        ),
      ` Whole run: ${wallSeconds.toFixed(1)} s`,
      "",
      `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
