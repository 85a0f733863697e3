// `npm start`: the whole product on this machine, offline. Builds the client, applies D1 migrations
// and seed data locally (plus, on a new database, the demo story), and runs the worker (local
// environment, emulators on) on PORT or 8787. `npm start -- --fresh` or KKUL_FRESH=1: an empty
// database (members only, no story).
import { buildClient, portTaken, prepareDatabase, startWorker } from "./local-worker.mjs";

const portFrom = (name, fallback) => {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`${name} must be a port number, not "${process.env[name]}"`);
    process.exit(1);
  }
  return port;
};
const port = portFrom("PORT", 8787);
// Kakao's emulators answer on their own origin, as Kakao's servers do: a second port.
const emulatorPort = portFrom("EMULATOR_PORT", port + 1);

const unknown = process.argv.slice(2).filter((arg) => arg !== "--fresh");
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(" ")}; the only one is --fresh (an empty database).`);
  process.exit(1);
}
const fresh = process.argv.includes("--fresh") || ["1", "true"].includes(process.env.KKUL_FRESH ?? "");

// Before building anything: a second `npm start` (or anything else) on these ports would only fail later.
for (const [name, taken] of /** @type {[string, number][]} */ ([
  ["PORT", port],
  ["EMULATOR_PORT", emulatorPort],
])) {
  if (await portTaken(taken)) {
    console.error(
      `Port ${taken} is in use (is 꿀단지 already running?). Stop it, or choose another: ${name}=… npm start`,
    );
    process.exit(1);
  }
}

console.log(
  `꿀단지: building the client and preparing the local database${fresh ? " (fresh: deleting the old one)" : ""}…`,
);
const [, story] = await Promise.all([buildClient(), prepareDatabase({ story: true, fresh })]);
const STORY = {
  added: "The demo story is in: six weeks of praise between 김꿀벌, 이달콤, 박성실 and 최열정.",
  kept: "The demo story is there from an earlier start (npm start -- --fresh for an empty database).",
  empty: "An empty database: the members, no demo story (delete .wrangler/state to get it back).",
  "in use": "The database already has groups or praise, so the demo story was left out.",
  none: "",
};
const withStory = story === "added" || story === "kept";

const worker = await startWorker({ port, emulatorPort });
// The demo story's shared jars live in Durable Objects, which SQL cannot seed: the worker writes them
// (worker/dev/demo-jars.ts), once.
const jars = withStory
  ? await fetch(`${worker.emulatorUrl}/__dev/demo-jars`, { method: "POST" })
      .then((res) => res.json())
      .catch(() => ({ added: false }))
  : { added: false };
const stop = () => {
  worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.child.on("exit", (code) => process.exit(code ?? 0));

console.log(`
  꿀단지 is running at http://localhost:${port}

  ${STORY[story]}${jars.added ? "\n  Two shared jars too: 최열정's promotion jar, still open (/jar/demoJarPromotionOfYeol1), and 박성실's welcome jar, kept." : ""}
  Log in: '카카오로 시작하기' opens the local Kakao emulator. 김꿀벌 and 이달콤 are members${withStory ? " (박성실 and 최열정 too)" : ""};
  박새내기 (or any nickname you type) is new and goes to sign-up. Nothing leaves this machine.

  Kakao's emulators answer on a port of their own, ${emulatorPort} (PORT+1 unless EMULATOR_PORT=… says otherwise),
  as Kakao's servers are another origin. Their index page answers on both ports:
    ${worker.emulatorUrl}/__dev/   (and http://localhost:${port}/__dev/)
  Mailbox (sign-up codes): ${worker.emulatorUrl}/__dev/mailbox?to=<email>  (a page in a browser, JSON for fetch)
  Recorded shares:         ${worker.emulatorUrl}/__dev/shares
  Stop with Ctrl-C.
`);
