// Runs the worker locally the way `npm start` and the e2e tests both need: build the client, apply
// D1 migrations and the dev seed, start `wrangler dev` in the local environment (emulators on),
// offline, and stop it cleanly.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

/** wrangler without telemetry, error reports or Cloudflare look-ups, so it starts offline. */
export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
  NO_UPDATE_NOTIFIER: "1",
  FORCE_COLOR: "0",
};

export const run = (command, args, { env = offlineEnv, quiet = false } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited ${code}\n${output}`)),
    );
  });

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const buildClient = ({ outDir = "dist", quiet = false } = {}) =>
  run(bin("vite"), ["build", "--logLevel", quiet ? "error" : "warn"], {
    env: { ...offlineEnv, KKUL_OUT_DIR: outDir },
    quiet,
  });

/** Migrations (which include the catalogue seed) and the local-only demo members. */
export const prepareDatabase = async ({ persistTo, quiet = false } = {}) => {
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--env", "local", ...persist], { quiet });
  await run(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--env", "local", "--file", "worker/dev/seed.sql", ...persist],
    {
      quiet: true,
    },
  );
};

/**
 * Starts `wrangler dev --env local`. Kakao's origins point at this very worker's emulators on its
 * port. Extra vars (e.g. PRAISE_HOST) override wrangler.toml. Returns { url, stop }.
 */
export const startWorker = async ({ port, assetsDir = "dist", persistTo, vars = {}, logFile } = {}) => {
  const self = `http://127.0.0.1:${port}`;
  const allVars = {
    KAKAO_AUTH_ORIGIN: `${self}/__dev/kakao`,
    KAKAO_API_ORIGIN: `${self}/__dev/kakao`,
    KAKAO_SDK_URL: `${self}/__dev/kakao-sdk.js`,
    MAIL_API_URL: `${self}/__dev/mail/emails`,
    ...vars,
  };
  const args = [
    "dev",
    "--env",
    "local",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--assets",
    assetsDir,
    "--live-reload=false",
    "--show-interactive-dev-session=false",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    ...Object.entries(allVars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const stdio = logFile ? ["ignore", openSync(logFile, "a"), openSync(logFile, "a")] : ["ignore", "inherit", "inherit"];
  // Its own process group, so stopping it also stops workerd.
  const child = spawn(bin("wrangler"), args, { cwd: root, env: offlineEnv, stdio, detached: true });
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
    }
  };
  process.once("exit", stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited early (${child.exitCode})${logFile ? `; see ${logFile}` : ""}`);
    try {
      const res = await fetch(`${self}/auth/config`);
      if (res.ok) return { url: self, port, stop, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 60 s${logFile ? `; see ${logFile}` : ""}`);
};
