import type { RequestIdVariables } from "hono/request-id";

export type AppEnv = {
  Bindings: Env;
  // The member a request speaks for is not here: requireMember and optionalMember
  // (worker/host/auth/) type it for the routes behind them.
  Variables: RequestIdVariables & {
    /** After 회원 탈퇴 on the built-in host: the praise whose drawn pages the edge forgets (decision 028). */
    departedPraise?: string[];
    /** And the shared jars they made, kept or wrote in: their pages and cards go too (decision 040). */
    departedJars?: string[];
  };
};
