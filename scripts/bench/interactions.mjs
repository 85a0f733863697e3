// `npm run bench -- --only tap,share,inp`: a receiver's tap to Kakao's login, the way back from
// KakaoTalk's chat picker, and the heaviest interactions as INP counts them.
import { tapToLogin } from "../bench-browser.mjs";
import { interactionLatencies, shareReturn } from "../bench-kakaotalk.mjs";
import { ms } from "./report.mjs";

/**
 * @typedef {{
 *   url: string,
 *   seed: import("../bench-fixture.mjs").BenchSeed,
 *   landingPath: string,
 *   budget: import("./report.mjs").Budget,
 * }} InteractionsContext
 */

/** @param {Pick<InteractionsContext, "url" | "landingPath">} context */
export const tapSection = async ({ url, landingPath }) => {
  console.log(
    "\nA receiver's tap: landing → '로그인하고 꿀 저장하기' → /login's Kakao button ready (Chromium, slow 4G, 4× CPU)",
  );
  const { runs, medianMs } = await tapToLogin(url, landingPath);
  console.log(`  median ${ms(medianMs)}   (runs: ${runs.map((r) => r.toFixed(0)).join(", ")} ms)`);
  return { path: landingPath, runs, medianMs };
};

/** @param {InteractionsContext} context */
export const shareSection = async ({ url, seed, budget }) => {
  const { bee } = seed;
  console.log(
    "\nBack from KakaoTalk's chat picker: the chat picked → the completion on screen (Chromium, KakaoTalk's agent, 390 wide; the send check's poll every 3 s)",
  );
  const { runs, medianMs } = await shareReturn(url, bee, { id: seed.groups[0], name: "우리 팀" });
  console.log(`  median ${ms(medianMs)}   (runs: ${runs.map((r) => r.toFixed(0)).join(", ")} ms)`);
  budget("completion after the chat is picked (median)", ms(medianMs), "≤ 1000 ms", medianMs <= 1000);
  return { runs, medianMs };
};

/** @param {InteractionsContext} context */
export const inpSection = async ({ url, seed, budget }) => {
  const { bee } = seed;
  console.log("\nInteractions at 4× CPU, 390 wide (Event Timing, as INP counts them; KakaoTalk's agent, logged in)");
  const latencies = await interactionLatencies(url, bee, { id: seed.groups[0], name: "우리 팀" });
  for (const [name, latency] of Object.entries(latencies)) {
    console.log(`  ${name.padEnd(44)} ${ms(latency).padStart(10)}`);
    budget(`INP: ${name}`, ms(latency), "≤ 200 ms", latency <= 200);
  }
  return latencies;
};
