import type { RequestIdVariables } from "hono/request-id";

export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables & {
    memberId: number;
    sessionFamily: string;
    /** After 회원 탈퇴 on the built-in host: the praise whose drawn pages the edge forgets (decision 028). */
    departedPraise?: string[];
  };
};
