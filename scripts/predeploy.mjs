// `npm run predeploy [-- --env preview]`: before a deploy, names every setting that is missing or
// wrong for that environment, with the worker's own rules (worker/lib/config.ts), so a first deploy
// does not end in a worker that answers 500 '[config] …'. Checks wrangler.toml's vars and D1 id;
// the secrets too when Cloudflare credentials are there (`wrangler secret list`). Exits 1 on a problem.
import { execFileSync } from "node:child_process";
import { runnerImport } from "vite";
import { unstable_readConfig } from "wrangler";

const SECRETS = ["KAKAO_CLIENT_SECRET", "KAKAO_ADMIN_KEY", "JWT_SECRET", "MAIL_API_KEY", "SESSION_SECRET"];
const PLACEHOLDER_D1_ID = "00000000-0000-4000-8000-000000000000";

const envFlag = process.argv.indexOf("--env");
const env = envFlag >= 0 ? process.argv[envFlag + 1] : undefined;
const name = env ?? "production";

const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
const { module } = await runnerImport("./worker/lib/config.ts");
const problems = module.configProblems(config.vars).map((problem) => `wrangler.toml vars: ${problem}`);

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
  for (const secret of SECRETS.filter((s) => !listed.includes(s)))
    problems.push(`secret ${secret} is not set: npx wrangler secret put ${secret}${env ? ` --env ${env}` : ""}`);
  secretsChecked = true;
}

if (problems.length > 0) {
  console.error(`Not ready to deploy ${name}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `Ready to deploy ${name}: vars and D1 id are set${secretsChecked ? ", and the four secrets" : " (secrets not checked: no CLOUDFLARE_API_TOKEN)"}.`,
);
