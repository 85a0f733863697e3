// Throughput for `npm run bench`: autocannon at a fixed concurrency against `wrangler dev`, and the
// floor to read it against — a hello-world Hono worker (perf/hello-worker) on the same wrangler,
// started by the bench itself, so a figure from a busy machine is compared with the same machine.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import autocannon from "autocannon";
import { freePort, offlineEnv, root } from "../../scripts/local-worker.mjs";

export const CONNECTIONS = 50;

/** @typedef {{ url: string, stop: () => void, pid: number | undefined }} HelloWorker */

/**
 * Starts `wrangler dev` on perf/hello-worker; resolves with { url, stop, pid } once it answers.
 * @param {{ logFile?: string, assetsDir?: string }} [options] where wrangler's output goes (else this
 *   process's own), and the build its [assets] serve (the app's run's own; else perf/hello-worker's
 *   wrangler.toml names ../../dist)
 * @returns {Promise<HelloWorker>}
 */
export const startHelloWorker = async ({ logFile, assetsDir } = {}) => {
  const port = await freePort();
  const args = [
    "dev",
    "--config",
    "perf/hello-worker/wrangler.toml",
    ...(assetsDir ? ["--assets", assetsDir] : []),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--live-reload=false",
    "--show-interactive-dev-session=false",
  ];
  /** @type {import("node:child_process").StdioOptions} */
  const stdio = logFile ? ["ignore", openSync(logFile, "a"), openSync(logFile, "a")] : ["ignore", "inherit", "inherit"];
  // Its own process group, so stopping it also stops workerd.
  const child = spawn(`${root}node_modules/.bin/wrangler`, args, { cwd: root, env: offlineEnv, stdio, detached: true });
  const stop = () => {
    if (child.exitCode === null) {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), "SIGTERM");
      } catch {}
    }
  };
  process.once("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`hello worker: wrangler dev exited early (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return { url, stop, pid: child.pid };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error("hello worker: wrangler dev did not answer within 60 s");
};

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * `seconds` of GET `url` at CONNECTIONS connections, after a short warm-up (isolate start, caches).
 * Any non-2xx answer or socket error makes the figure meaningless, so it throws.
 * @param {string} url
 * @param {{ headers?: Record<string, string>, seconds?: number, warmup?: number }} [options]
 */
export const throughput = async (url, { headers = {}, seconds = 5, warmup = 1 } = {}) => {
  const opts = { url, headers, connections: CONNECTIONS, pipelining: 1 };
  await cannon({ ...opts, duration: warmup });
  const result = await cannon({ ...opts, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts under load (not a fair figure)`,
    );
  return {
    reqPerSec: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
};
