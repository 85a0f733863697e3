// Runs before every e2e file (vitest.config.ts setupFiles): waits for this file's turn from the run's
// turn keeper (support/turn-keeper.ts), which comes once the run's server is up and no other browser
// file is running, and gives it back after the file's own afterAll hooks. The wait is part of the
// file's setup, not of its tests, so the durations report shows the file's own time.
import { request } from "node:http";
import { afterAll, inject } from "vitest";

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

const giveBack = await takeTurn();
afterAll(giveBack);
