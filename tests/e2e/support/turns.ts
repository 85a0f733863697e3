// Runs before every e2e file (vitest.config.ts setupFiles): the file's first beforeAll waits for its
// turn from the run's turn keeper (support/turn-keeper.ts), which comes once the run's server is up
// and a lane is free (BROWSER_LANES, tests/harness/sequencer.ts); its last afterAll gives the turn back. The file is imported
// while it waits, so the next file is ready the moment the one before it ends. The wait is recorded
// on the file (meta.turnWaitMs), and the durations report counts it as setup, not as the file's time.
import { request } from "node:http";
import { afterAll, beforeAll, inject } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** How long this browser file waited for its turn. */
    turnWaitMs?: number;
  }
}

/** Longer than any run: the files before this one decide how long it waits, not the file itself. */
const TURN_TIMEOUT_MS = 30 * 60_000;

const takeTurn = () =>
  new Promise<() => void>((resolve, reject) => {
    const asking = request(inject("turnsURL"), { agent: false }, (answer) => {
      if (answer.statusCode === 200) {
        resolve(() => asking.destroy());
        return;
      }
      let reason = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (reason += chunk));
      answer.on("end", () => reject(new Error(`the e2e server did not start:\n${reason}`)));
    });
    asking.on("error", reject);
    asking.end();
  });

let giveBack: (() => void) | undefined;

// biome-ignore lint/correctness/noEmptyPattern: vitest reads hook fixtures from an object pattern, and this hook needs none
beforeAll(async ({}, file) => {
  const asked = performance.now();
  giveBack = await takeTurn();
  file.meta.turnWaitMs = performance.now() - asked;
}, TURN_TIMEOUT_MS);

afterAll(() => giveBack?.());
