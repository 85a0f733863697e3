// valibot validators for Hono routes: a bad body or query answers 400 with the first issue's message.

import { validator } from "hono/validator";
import * as v from "valibot";
import { BAD_REQUEST } from "../contract/errors";
import { fail } from "./errors";

const isKorean = (message: string | undefined): message is string => message !== undefined && /[가-힣]/.test(message);

export const parse = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  // A schema without a Korean message for some issue (valibot's defaults are English) still answers
  // in Korean; the contract's schemas give every issue its own message (worker/host/fuzz.test.ts).
  if (!result.success) fail(400, isKorean(result.issues[0]?.message) ? result.issues[0].message : BAD_REQUEST);
  return (result as v.SafeParseResult<S> & { success: true }).output;
};

export const jsonBody = <S extends v.GenericSchema>(schema: S) => validator("json", (value) => parse(schema, value));

export const query = <S extends v.GenericSchema>(schema: S) => validator("query", (value) => parse(schema, value));

export const params = <S extends v.GenericSchema>(schema: S) => validator("param", (value) => parse(schema, value));
