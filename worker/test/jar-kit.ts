// The jar tests' shared moves: members with tokens, guests with their writer cookie, and calls.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { kstDay } from "../contract/jar";
import { kakaoIdForNickname } from "../dev/test-users";
import { addDays } from "../host/jars/jar-clock";
import { bearer, call, loginAs, registerMember } from "./host-app";

export type Caller = { token?: string; cookie?: string; ip?: string };

export const member = async (name: string): Promise<Caller & { id: number }> => {
  const id = await registerMember(name, kakaoIdForNickname(name));
  return { id, token: (await loginAs(name)).accessToken };
};

const headersOf = (who: Caller | undefined, json: boolean) => ({
  ...(json ? { "Content-Type": "application/json" } : {}),
  ...(who?.token ? bearer(who.token) : {}),
  ...(who?.cookie ? { Cookie: who.cookie } : {}),
});

/** A call as `who`; `overrides` change the worker's bindings for it (a failing one, say). */
export const send = (method: string, path: string, body: unknown, who?: Caller, overrides: Partial<Env> = {}) =>
  call(
    path,
    {
      method,
      headers: headersOf(who, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    overrides,
  );

export const get = async <T = any>(path: string, who?: Caller) => {
  const res = await call(path, { headers: headersOf(who, false) });
  return { status: res.status, body: await res.json<{ data: T; message: string }>() };
};

export const today = () => kstDay(Date.now());

/**
 * The jars made so far, as if made a day earlier (their order kept): a file's creator makes more jars
 * than the ten a member may make in a day (decision 041; made-limit.test.ts tests that limit).
 */
export const aDayPasses = () =>
  env.DB.prepare("UPDATE jars SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '-1 day')").run();

/** A jar made by `creator`, opening in `days` days. */
export const makeJar = async (creator: Caller, days = 3, extra: Record<string, unknown> = {}) => {
  await aDayPasses();
  const res = await send(
    "POST",
    "/api/jar",
    { recipientName: "이달콤", occasion: "FAREWELL", opensOn: addDays(today(), days), ...extra },
    creator,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ data: { jarId: string; keepKey: string } }>()).data;
};

/** A letter; a guest without a cookie gets one, kept on the caller object for the next call. */
/** A letter in `jarId` (a farewell jar's stamp, 11, unless `extra` names another: migration 0022). */
export const write = async (
  jarId: string,
  who: Caller,
  content = "고마웠어요",
  extra: Record<string, unknown> = {},
) => {
  const res = await send("POST", `/api/jar/${jarId}/letters`, { content, honeyStampId: 11, ...extra }, who);
  const cookie = res.headers.get("Set-Cookie");
  if (cookie) who.cookie = cookie.split(";")[0];
  return res;
};

export const letterIdOf = async (res: Response) => (await res.json<{ data: { letterId: number } }>()).data.letterId;

export const d1Rows = async () => {
  const tables = ["jars", "jar_writers", "praises", "received_praises", "groups"];
  const counts = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`)));
  return Object.fromEntries(tables.map((t, i) => [t, (counts[i]!.results[0] as { n: number }).n]));
};
