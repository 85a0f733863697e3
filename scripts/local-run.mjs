// What `npm start` (scripts/start.mjs, the built run) and `npm run dev` (scripts/dev.mjs, Vite's dev
// server) share: their options and ports, the local database with the demo story, the demo jars and
// the banner that says where everything is.
import { portTaken } from "./local-worker.mjs";

const portFrom = (name, fallback) => {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`${name} must be a port number, not "${process.env[name]}"`);
    process.exit(1);
  }
  return port;
};

/**
 * The app's port (PORT, else `defaultPort`), the emulators' (EMULATOR_PORT, else the next one: Kakao's
 * emulators answer on their own origin, as Kakao's servers do) and --fresh; exits with a message on
 * an unknown option or a port in use, before anything is built or started.
 */
export const localRunOptions = async (command, defaultPort) => {
  const port = portFrom("PORT", defaultPort);
  const emulatorPort = portFrom("EMULATOR_PORT", port + 1);
  const unknown = process.argv.slice(2).filter((arg) => arg !== "--fresh");
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(" ")}; the only one is --fresh (an empty database).`);
    process.exit(1);
  }
  const fresh = process.argv.includes("--fresh") || ["1", "true"].includes(process.env.KKUL_FRESH ?? "");
  for (const [name, taken] of /** @type {[string, number][]} */ ([
    ["PORT", port],
    ["EMULATOR_PORT", emulatorPort],
  ])) {
    if (await portTaken(taken)) {
      console.error(
        `Port ${taken} is in use (is 꿀단지 already running?). Stop it, or choose another: ${name}=… ${command}`,
      );
      process.exit(1);
    }
  }
  return { port, emulatorPort, fresh };
};

const storyNote = (command) => ({
  added: "The demo story is in: six weeks of praise between 김꿀벌, 이달콤, 박성실 and 최열정.",
  kept: `The demo story is there from an earlier start (${command} -- --fresh for an empty database).`,
  empty: "An empty database: the members, no demo story (delete .wrangler/state to get it back).",
  "in use": "The database already has groups or praise, so the demo story was left out.",
  none: "",
});

/**
 * The demo story's shared jars live in Durable Objects, which SQL cannot seed: the running worker
 * writes them (worker/dev/demo-jars.ts), once. Resolves with the banner, which says where everything is.
 */
export const demoJarsAndBanner = async ({ command, port, emulatorPort, emulatorUrl, story }) => {
  const withStory = story === "added" || story === "kept";
  const jars = withStory
    ? await fetch(`${emulatorUrl}/__dev/demo-jars`, { method: "POST" })
        .then((res) => res.json())
        .catch(() => ({ added: false }))
    : { added: false };
  return `
  꿀단지 is running at http://localhost:${port}

  ${storyNote(command)[story]}${jars.added ? "\n  Two shared jars too: 최열정's promotion jar, still open (/jar/demoJarPromotionOfYeol1), and 박성실's welcome jar, kept." : ""}
  Log in: '카카오로 시작하기' opens the local Kakao emulator. 김꿀벌 and 이달콤 are members${withStory ? " (박성실 and 최열정 too)" : ""};
  박새내기 (or any nickname you type) is new and goes to sign-up. Nothing leaves this machine.

  Kakao's emulators answer on a port of their own, ${emulatorPort} (PORT+1 unless EMULATOR_PORT=… says otherwise),
  as Kakao's servers are another origin. Their index page answers on both ports:
    ${emulatorUrl}/__dev/   (and http://localhost:${port}/__dev/)
  Mailbox (codes, letters): ${emulatorUrl}/__dev/mailbox?to=<email>  (a page in a browser, JSON for fetch)
  Recorded shares:         ${emulatorUrl}/__dev/shares
  The Friday letter now:   curl 'http://localhost:${port}/__scheduled?cron=0+9+*+*+5'   (then the mailbox)
  Stop with Ctrl-C.
`;
};
