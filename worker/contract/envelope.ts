// The response envelope every /api and /auth call answers with (API.md "Envelope").
import * as v from "valibot";

export type Envelope<T> = { status: number; message: string; data: T };
export type ErrorBody = { status: number; message: string };

export const ErrorBodySchema = v.object({ status: v.number(), message: v.string() });

export const envelopeOf = <T extends v.GenericSchema>(data: T) =>
  v.object({ status: v.number(), message: v.string(), data });
