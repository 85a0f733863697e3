// `npm run dev`: the product on this machine with hot reload, offline. Prepares the local database as
// `npm start` does (migrations, seed, the demo story once, in .wrangler/state) and runs Vite's dev
// server with the worker inside it, in workerd (@cloudflare/vite-plugin; wrangler.toml's `local`
// environment, emulators on). Nothing is built: a change to a component reaches the open page through
// HMR, a change to the worker reloads it for the next request. PORT (5173) and EMULATOR_PORT (PORT+1)
// and --fresh as for `npm start`, which stays the built, production-like run (decision 030).
import { createHash } from "node:crypto";
import { join } from "node:path";
import { cloudflare, getLocalWorkerdCompatibilityDate } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";
import { demoJarsAndBanner, localRunOptions } from "./local-run.mjs";
import { offlineEnv, prepareDatabase, root, startEmulatorOrigin } from "./local-worker.mjs";

// The plugin runs wrangler's code in this process: no telemetry, no Cloudflare look-ups.
Object.assign(process.env, offlineEnv, { FORCE_COLOR: process.env.FORCE_COLOR ?? "1" });
// wrangler.toml's local environment, as `wrangler dev --env local` (npm start) runs it.
process.env.CLOUDFLARE_ENV = "local";

const { port, emulatorPort, fresh } = await localRunOptions("npm run dev", 5173);

console.log(`꿀단지: preparing the local database${fresh ? " (fresh: deleting the old one)" : ""}…`);
const story = await prepareDatabase({ story: true, fresh });

// Vite's transform of index.html adds one inline script, @vitejs/plugin-react's React-refresh preamble;
// the local environment's CSP allows exactly its hash (decision 030), passed as DEV_SCRIPT_HASHES.
const preamble = react.preambleCode.replace("__BASE__", "/");
const preambleHash = `'sha256-${createHash("sha256").update(preamble).digest("base64")}'`;

// The plugin's workerd may be older than wrangler's: it refuses a compatibility date newer than its
// own, so dev runs on the earlier of the two (printed below; decision 030).
const workerdDate = getLocalWorkerdCompatibilityDate().date;
let compatibilityNote = "";

const emulators = await startEmulatorOrigin({ port: emulatorPort, target: port });
const server = await createServer({
  configFile: join(root, "vite.config.ts"),
  root,
  server: { host: "127.0.0.1", port, strictPort: true },
  plugins: [
    cloudflare({
      configPath: join(root, "wrangler.toml"),
      inspectorPort: false,
      config: (worker) => {
        const configured = worker.compatibility_date ?? "";
        if (configured > workerdDate) {
          compatibilityNote = `\n  The worker runs on compatibility date ${workerdDate} here (wrangler.toml: ${configured}): the newest @cloudflare/vite-plugin's workerd knows.`;
          worker.compatibility_date = workerdDate;
        }
        // As scripts/local-worker.mjs's startWorker: Kakao's origins are the emulators' port.
        Object.assign(worker.vars, {
          KAKAO_AUTH_ORIGIN: `${emulators.url}/__dev/kakao`,
          KAKAO_API_ORIGIN: `${emulators.url}/__dev/kakao`,
          KAKAO_SDK_URL: `${emulators.url}/__dev/kakao-sdk.js`,
          MAIL_API_URL: `${emulators.url}/__dev/mail/emails`,
          APP_ORIGIN: `http://localhost:${port}`,
          DEV_SCRIPT_HASHES: preambleHash,
        });
      },
    }),
  ],
});
await server.listen();

const stop = async () => {
  emulators.close();
  await server.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

const banner = await demoJarsAndBanner({
  command: "npm run dev",
  port,
  emulatorPort,
  emulatorUrl: emulators.url,
  story,
});
console.log(`${banner.trimEnd()}
  Hot reload: a component's change shows in the open page, a worker's in the next answer.${compatibilityNote}
`);
