// Stateless signed values for the emulator (codes and tokens carry their own data and expiry).
import { base64url, fromBase64url, hmacSign, hmacVerify } from "../lib/crypto";

const keyFor = (env: Env) => `kakao-emulator:${env.KAKAO_CLIENT_SECRET ?? ""}`;

export const seal = async (env: Env, kind: string, data: Record<string, unknown>, ttlSeconds: number) => {
  const body = base64url(
    new TextEncoder().encode(JSON.stringify({ ...data, k: kind, exp: Date.now() / 1000 + ttlSeconds })),
  );
  return `${body}.${await hmacSign(keyFor(env), body)}`;
};

export const open = async <T>(env: Env, kind: string, value: string): Promise<T | null> => {
  const [body, signature] = value.split(".");
  if (!body || !signature || !(await hmacVerify(keyFor(env), body, signature))) return null;
  const data = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as T & { k: string; exp: number };
  return data.k === kind && data.exp > Date.now() / 1000 ? data : null;
};
