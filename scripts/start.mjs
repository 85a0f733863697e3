// `npm start`: the whole product on this machine, offline. Builds the client, applies D1 migrations
// and seed data locally (plus, on a new database, the demo story), and runs the worker (local
// environment, emulators on) on PORT or 8787. `npm start -- --fresh` or KKUL_FRESH=1: an empty
// database (members only, no story). `npm run dev` (scripts/dev.mjs) is the same with hot reload.
import { demoJarsAndBanner, localRunOptions } from "./local-run.mjs";
import { buildClient, prepareDatabase, startWorker } from "./local-worker.mjs";

// Before building anything: a second `npm start` (or anything else) on these ports would only fail later.
const { port, emulatorPort, fresh } = await localRunOptions("npm start", 8787);

console.log(
  `꿀단지: building the client and preparing the local database${fresh ? " (fresh: deleting the old one)" : ""}…`,
);
const [, story] = await Promise.all([buildClient(), prepareDatabase({ story: true, fresh })]);

const worker = await startWorker({ port, emulatorPort });
const banner = await demoJarsAndBanner({
  command: "npm start",
  port,
  emulatorPort,
  emulatorUrl: worker.emulatorUrl,
  story,
});
const stop = () => {
  worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.child.on("exit", (code) => process.exit(code ?? 0));

console.log(banner);
