// `npm start`: the whole product on this machine, offline. Builds the client, applies D1 migrations
// and seed data locally (plus, on a new database, the demo story), and runs the worker (local
// environment, emulators on) on PORT or 8787. `npm start -- --fresh` or KKUL_FRESH=1: an empty
// database (members only, no story).
import { buildClient, prepareDatabase, startWorker } from "./local-worker.mjs";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}

const unknown = process.argv.slice(2).filter((arg) => arg !== "--fresh");
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(" ")}; the only one is --fresh (an empty database).`);
  process.exit(1);
}
const fresh = process.argv.includes("--fresh") || ["1", "true"].includes(process.env.KKUL_FRESH ?? "");

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

const worker = await startWorker({ port });
const stop = () => {
  worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.child.on("exit", (code) => process.exit(code ?? 0));

console.log(`
  꿀단지 is running at http://localhost:${port}

  ${STORY[story]}
  '카카오로 시작하기' opens the local Kakao emulator: 김꿀벌 and 이달콤 are members${withStory ? " (박성실 and 최열정 too)" : ""},
  박새내기 (or any nickname you type) is new and goes to sign-up. Nothing leaves this machine.
  Stop with Ctrl-C.
`);
