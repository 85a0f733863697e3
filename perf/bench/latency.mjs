// `npm run bench -- --only latency`: the local worker's latency on loopback, one request at a time.
import { percentile } from "../lib/stats.mjs";

/**
 * @param {{ url: string, bearer: Record<string, string>, client: import("../lib/fixture.mjs").BenchClient }} context
 */
export const latencySection = async ({ url, bearer, client }) => {
  console.log("\nLocal worker latency (wrangler dev, loopback, sequential)");
  /**
   * @param {string} label
   * @param {number} n
   * @param {() => Promise<unknown>} fn
   */
  const time = async (label, n, fn) => {
    for (let i = 0; i < 5; i++) await fn(); // warm-up
    /** @type {number[]} */
    const samples = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn();
      samples.push(performance.now() - t);
    }
    const [p50, p95] = [percentile(samples, 50), percentile(samples, 95)];
    console.log(
      `  ${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (n=${n})`,
    );
    return { p50, p95, n };
  };
  /** @param {Response} res */
  const must = async (res) => {
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    await res.arrayBuffer();
  };
  return {
    index: await time("GET / (static index.html)", 200, async () => must(await fetch(`${url}/`))),
    authConfig: await time("GET /auth/config (worker)", 200, async () => must(await fetch(`${url}/auth/config`))),
    serviceConsent: await time("GET /api/member/service-consent (host + D1)", 200, async () =>
      must(await fetch(`${url}/api/member/service-consent`, { headers: bearer })),
    ),
    login: await time("whole Kakao login (authorize→session cookie)", 50, () => client.browserLogin("김꿀벌")),
  };
};
