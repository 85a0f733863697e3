// `npm run predeploy [-- --env preview]`: before a deploy, names every setting that is missing or
// wrong for that environment, with the worker's own rules (worker/lib/config.ts), so a first deploy
// does not end in a worker that answers 500 '[config] …'. Checks wrangler.toml's vars and D1 id;
// the secrets too when Cloudflare credentials are there (`wrangler secret list`). Exits 1 on a problem.
//
// Cloudflare never gives a secret's value back, so values are checked where they are at hand: a
// secret set in this process's environment (the deploy workflow runs this with the values it is
// about to `wrangler secret put`, so a weak key never reaches the worker), else wrangler.toml's vars
// (the local environment's dummies). JWT_SECRET and SESSION_SECRET must be keyrings of strong keys,
// parsed by the worker's own parseKeyring (worker/lib/keyring.ts, decision 026); no secret may be a
// `local-only-` dummy outside the emulators (readSecret in worker/lib/config.ts).
import { execFileSync } from "node:child_process";
import { runnerImport } from "vite";
import { unstable_readConfig } from "wrangler";

const SECRETS = ["KAKAO_CLIENT_SECRET", "KAKAO_ADMIN_KEY", "JWT_SECRET", "MAIL_API_KEY", "SESSION_SECRET"];
const KEYRINGS = new Set(["JWT_SECRET", "SESSION_SECRET"]);
const PLACEHOLDER_D1_ID = "00000000-0000-4000-8000-000000000000";

const envFlag = process.argv.indexOf("--env");
const env = envFlag >= 0 ? process.argv[envFlag + 1] : undefined;
const name = env ?? "production";

const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
const { module } = await runnerImport("./worker/lib/config.ts");
const { module: keyring } = await runnerImport("./worker/lib/keyring.ts");
const problems = module.configProblems(config.vars).map((problem) => `wrangler.toml vars: ${problem}`);

/** A secret's value where this machine has it: the environment, else wrangler.toml's vars. */
const given = (secret) => process.env[secret] || config.vars[secret] || undefined;
const emulators = config.vars.DEV_EMULATORS === "1";
const valuesChecked = [];
for (const secret of SECRETS) {
  const value = given(secret);
  if (typeof value !== "string") continue;
  valuesChecked.push(secret);
  const ring = KEYRINGS.has(secret) ? keyring.parseKeyring(value) : null;
  if (typeof ring === "string") {
    problems.push(`secret ${secret} is not a keyring of strong keys: ${ring}`);
    continue;
  }
  const kids = ring ? [...ring.byKid.keys()] : [];
  const dummy =
    value.startsWith(module.LOCAL_DUMMY_PREFIX) || kids.some((kid) => kid.startsWith(module.LOCAL_DUMMY_PREFIX));
  if (dummy && !emulators)
    problems.push(
      `secret ${secret} holds the local environment's dummy value (${module.LOCAL_DUMMY_PREFIX}…); set a real one`,
    );
}

for (const db of config.d1_databases) {
  if (!db.database_id || db.database_id === PLACEHOLDER_D1_ID)
    problems.push(
      `wrangler.toml D1 ${db.binding}: database_id is a placeholder; put the id printed by \`npx wrangler d1 create ${db.database_name}\``,
    );
}

let secretsChecked = false;
if (process.env.CLOUDFLARE_API_TOKEN) {
  const args = ["wrangler", "secret", "list", "--format", "json", ...(env ? ["--env", env] : [])];
  const listed = JSON.parse(execFileSync("npx", args, { encoding: "utf8" })).map((s) => s.name);
  // A secret in the environment is put next (the deploy workflow); it was checked above.
  for (const secret of SECRETS.filter((s) => !listed.includes(s) && !process.env[s]))
    problems.push(`secret ${secret} is not set: npx wrangler secret put ${secret}${env ? ` --env ${env}` : ""}`);
  secretsChecked = true;
}

if (problems.length > 0) {
  console.error(`Not ready to deploy ${name}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
const values = valuesChecked.length > 0 ? `; the values of ${valuesChecked.join(", ")} pass` : "";
console.log(
  `Ready to deploy ${name}: vars and D1 id are set${secretsChecked ? `, and the ${SECRETS.length} secrets` : " (secrets not checked: no CLOUDFLARE_API_TOKEN)"}${values}.`,
);
