import type { RequestIdVariables } from "hono/request-id";

export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables & { memberId: number; sessionFamily: string };
};
