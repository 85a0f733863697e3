// `npm start`: the whole product on this machine, offline. Builds the client, applies D1 migrations
// and seed data locally, and runs the worker (local environment, emulators on) on PORT or 8787.
import { buildClient, prepareDatabase, startWorker } from "./local-worker.mjs";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}

console.log("꿀단지: building the client and preparing the local database…");
await Promise.all([buildClient(), prepareDatabase()]);

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

  '카카오로 시작하기' opens the local Kakao emulator: 김꿀벌 and 이달콤 are members,
  박새내기 (or any nickname you type) is new and goes to sign-up. Nothing leaves this machine.
  Stop with Ctrl-C.
`);
