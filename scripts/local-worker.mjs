// Runs the worker locally the way `npm start` and the e2e tests both need: build the client, apply
// D1 migrations and the dev seed, start `wrangler dev` in the local environment (emulators on),
// offline, and stop it cleanly.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
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

/** Runs a command from the project root; resolves with its output (stdout only with `stdoutOnly`). */
export const run = (command, args, { env = offlineEnv, quiet = false, stdoutOnly = false } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    let stdout = "";
    child.stdout?.on("data", (d) => {
      output += d;
      stdout += d;
    });
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(stdoutOnly ? stdout : output)
        : reject(new Error(`${command} ${args.join(" ")} exited ${code}\n${output}`)),
    );
  });

/**
 * A free port below the kernel's ephemeral range (where `listen(0)` and outgoing connections take
 * theirs), held by a listening socket until `release()`: chosen before a long build, it cannot be
 * handed to a process that asks the system for any free port meanwhile.
 */
export const reservePort = async () => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const taken = await new Promise((resolve) => {
      server.once("error", () => resolve(true));
      server.listen(port, "127.0.0.1", () => resolve(false));
    });
    if (!taken) return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  throw new Error("no free port between 20000 and 32000");
};

/** A free port for a server started at once (below the ephemeral range, as reservePort). */
export const freePort = async () => {
  const { port, release } = await reservePort();
  await release();
  return port;
};

// NODE_ENV is production whoever starts the build: under vitest it is "test", which made Vite
// build React's development bundle into the e2e client (StrictMode's double mount sent every first
// page's calls twice; measured in closing-the-loop). The tests check what production serves.
export const buildClient = ({ outDir = "dist", quiet = false } = {}) =>
  run(bin("vite"), ["build", "--logLevel", quiet ? "error" : "warn"], {
    env: { ...offlineEnv, NODE_ENV: "production", KKUL_OUT_DIR: outDir },
    quiet,
  });

/** `wrangler d1 execute` on the local database, quietly; returns the rows of the last statement. */
export const d1 = async (persist, ...args) => {
  const json = await run(
    bin("wrangler"),
    ["d1", "execute", "DB", "--local", "--env", "local", "--json", ...args, ...persist],
    {
      // The --json answer is printed at wrangler's "log" level.
      env: { ...offlineEnv, WRANGLER_LOG: "log" },
      quiet: true,
      stdoutOnly: true,
    },
  );
  return JSON.parse(json).at(-1)?.results ?? [];
};

const MIGRATIONS = join(root, "worker/host/db/migrations");

/**
 * What `wrangler d1 migrations apply` writes into a new database, in one script: its table of applied
 * migrations, then each migration in name order followed by its row there; then the dev seed.
 */
const newDatabaseSql = () =>
  [
    `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`,
    ...readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map(
        (name) =>
          `${readFileSync(join(MIGRATIONS, name), "utf8")}\nINSERT INTO "d1_migrations" (name) values ('${name.replace(/'/g, "''")}');`,
      ),
    readFileSync(join(root, "worker/dev/seed.sql"), "utf8"),
  ].join("\n");

// The demo story's marker (worker/dev/demo-story.sql creates the same table): present once the
// database got the story (story 1) or was started empty on purpose with --fresh (story 0).
const DEMO_MARKER = `CREATE TABLE IF NOT EXISTS dev_demo_story (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  story      INTEGER NOT NULL CHECK (story IN (0, 1)),
  decided_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
); INSERT OR IGNORE INTO dev_demo_story (id, story) VALUES (1, 0)`;

/**
 * Migrations (which include the catalogue seed) and the local-only demo members. With `story`, also
 * the demo story (worker/dev/demo-story.sql), once: only into a database that never had it, was
 * not started empty on purpose, and holds no group and no praise yet. `fresh` deletes the local D1
 * state first and leaves the database with the members only, for good. Returns what happened to
 * the story: "added", "kept" (there already), "empty" (started empty on purpose), "in use" (groups
 * or praise without the story: left alone) or "none" (not asked for).
 */
export const prepareDatabase = async ({ persistTo, quiet = false, story = false, fresh = false } = {}) => {
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  // Where wrangler keeps local D1 (its default, or --persist-to relative to the root): <state>/v3/d1.
  const state = persistTo ? resolvePath(root, persistTo) : join(root, ".wrangler", "state");
  if (fresh) rmSync(join(state, "v3", "d1"), { recursive: true, force: true });
  if (existsSync(join(state, "v3", "d1"))) {
    await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--env", "local", ...persist], { quiet });
    await d1(persist, "--file", "worker/dev/seed.sql");
  } else {
    // A new database: every migration and the seed in one `d1 execute` (one local runtime started,
    // not one per migration), recorded as `migrations apply` records them, so a later apply skips them.
    const dir = mkdtempSync(join(tmpdir(), "kkul-d1-"));
    try {
      writeFileSync(join(dir, "new.sql"), newDatabaseSql());
      await d1(persist, "--file", join(dir, "new.sql"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (fresh) {
    await d1(persist, "--command", DEMO_MARKER);
    return "empty";
  }
  if (!story) return "none";
  const [db] = await d1(
    persist,
    "--command",
    `SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dev_demo_story') AS marked,
            EXISTS (SELECT 1 FROM groups) OR EXISTS (SELECT 1 FROM praises) AS used`,
  );
  if (db.marked)
    return (await d1(persist, "--command", "SELECT story FROM dev_demo_story"))[0]?.story === 1 ? "kept" : "empty";
  if (db.used) return "in use";
  await d1(persist, "--file", "worker/dev/demo-story.sql");
  return "added";
};

/**
 * Kakao's pages, CDN and API live on other origins than the app. Locally the emulators answer on a
 * second port: a plain forwarding server in front of the same worker, so the page's calls to them
 * are cross-origin exactly as in production, and a CSP or CORS mistake fails here too.
 */
export const startEmulatorOrigin = ({ port, target }) =>
  new Promise((resolve, reject) => {
    const server = createHttpServer((req, res) => {
      const upstream = httpRequest(
        { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
        res.end("emulator origin: the worker did not answer");
      });
      req.pipe(upstream);
    });
    server.keepAliveTimeout = 65_000;
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() }));
  });

/** Whether something already listens on 127.0.0.1:port. */
export const portTaken = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });

/**
 * Starts `wrangler dev --env local` on `port`, and the emulators' origin on `emulatorPort` (a free
 * one when not given); Kakao's origins point at the emulators there. Extra vars (e.g. PRAISE_HOST)
 * override wrangler.toml. Returns { url, emulatorUrl, stop }.
 */
export const startWorker = async ({ port, emulatorPort, assetsDir = "dist", persistTo, vars = {}, logFile } = {}) => {
  const self = `http://127.0.0.1:${port}`;
  const emulators = await startEmulatorOrigin({ port: emulatorPort ?? (await freePort()), target: port });
  const allVars = {
    KAKAO_AUTH_ORIGIN: `${emulators.url}/__dev/kakao`,
    KAKAO_API_ORIGIN: `${emulators.url}/__dev/kakao`,
    KAKAO_SDK_URL: `${emulators.url}/__dev/kakao-sdk.js`,
    MAIL_API_URL: `${emulators.url}/__dev/mail/emails`,
    // The address a person opens (the banner's, the e2e's baseURL), for the links in mail.
    APP_ORIGIN: `http://localhost:${port}`,
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
    // /__scheduled?cron=… fires a Cron Trigger (the Friday letter: 0+9+*+*+5; decision 034).
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    ...Object.entries(allVars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const stdio = logFile ? ["ignore", openSync(logFile, "a"), openSync(logFile, "a")] : ["ignore", "inherit", "inherit"];
  // Its own process group, so stopping it also stops workerd.
  const child = spawn(bin("wrangler"), args, { cwd: root, env: offlineEnv, stdio, detached: true });
  const stop = () => {
    emulators.close();
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
      if (res.ok) return { url: self, port, emulatorUrl: emulators.url, stop, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`wrangler dev did not answer within 60 s${logFile ? `; see ${logFile}` : ""}`);
};
