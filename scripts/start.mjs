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

  Log in with the Kakao emulator: 김꿀벌 or 이달콤 are members, 박새내기 is new (goes to sign-up).
  Emulators: http://localhost:${port}/__dev/kakao/oauth/authorize (Kakao login)
  Stop with Ctrl-C.
`);
