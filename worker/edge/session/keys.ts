// What the edge seals its cookies with: SESSION_SECRET's keyring and the deployment (decision 026).
import { readConfig, readSecret } from "../../lib/config";
import type { SealKeys } from "./seal";

export const sessionKeys = (env: Env): SealKeys => ({
  secret: readSecret(env, "SESSION_SECRET"),
  environment: readConfig(env).ENVIRONMENT,
});
