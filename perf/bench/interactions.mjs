// `npm run bench -- --only tap,share,inp`: a receiver's tap to Kakao's login, the way back from
// KakaoTalk's chat picker, and the heaviest interactions as INP counts them.
import { interactionLatencies, shareReturn } from "./kakaotalk.mjs";
import { tapToLogin } from "./page-loads.mjs";
import { ms } from "./report.mjs";

/**
 * @typedef {{
 *   url: string,
 *   seed: import("../lib/fixture.mjs").BenchSeed,
 *   landingPath: string,
 *   client: ReturnType<typeof import("../lib/fixture.mjs").benchClient>,
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

/**
 * What the heaviest interactions need beyond the seed: a group of 김꿀벌's holding 30 praises from
 * 이달콤, and a jar 이달콤 made for 김꿀벌 that opens today, with ten letters.
 * @param {InteractionsContext} context
 */
const inpFixture = async ({ seed, client }) => {
  const { bee, sweet } = seed;
  const thirty = await client.createGroup(bee, "서른 개");
  for (let n = 1; n <= 30; n++) {
    const content = `서른 개 중 ${n}번째 꿀: 늘 고마워요!`;
    const uuid = await client.deliver(sweet, { groupId: seed.sweetGroup, receiverName: "김꿀벌", content });
    await client.save(bee, uuid, thirty);
  }
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10); // KST
  const jar = await client.api("POST", "/api/jar", {
    token: sweet.accessToken,
    body: { recipientName: "김꿀벌", occasion: "THANKS", opensOn: today },
  });
  // Ten: a member's letters in a minute at most (the edge, decision 037).
  for (let n = 1; n <= 10; n++) {
    await client.api("POST", `/api/jar/${jar.jarId}/letters`, {
      token: sweet.accessToken,
      body: { content: `${n}번째 편지: 함께해서 든든했어요.\n고마워요!`, honeyStampId: 51 + ((n - 1) % 5) },
    });
  }
  return { thirty, jarOpening: `/jar/${jar.jarId}/open?key=${jar.keepKey}` };
};

/** @param {InteractionsContext} context */
export const inpSection = async (context) => {
  const { url, seed, budget } = context;
  const { bee } = seed;
  console.log("\nInteractions at 4× CPU, 390 wide (Event Timing, as INP counts them; KakaoTalk's agent, logged in)");
  const latencies = await interactionLatencies(
    url,
    bee,
    { id: seed.groups[0], name: "우리 팀" },
    await inpFixture(context),
  );
  for (const [name, latency] of Object.entries(latencies)) {
    console.log(`  ${name.padEnd(44)} ${ms(latency).padStart(10)}`);
    budget(`INP: ${name}`, ms(latency), "≤ 200 ms", latency <= 200);
  }
  return latencies;
};
