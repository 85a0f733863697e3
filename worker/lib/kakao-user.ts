// Asks Kakao (or its local emulator, by configuration) who a provider access token belongs to: the
// host's login and sign-up (worker/host/auth), and the edge's sign-up name hint (worker/edge/kakao-auth.ts).
import * as v from "valibot";
import { fail } from "./errors";

const KakaoUserSchema = v.object({
  id: v.union([v.number(), v.string()]),
  properties: v.optional(v.object({ nickname: v.optional(v.string()) })),
  kakao_account: v.optional(
    v.object({
      email: v.optional(v.string()),
      profile: v.optional(v.object({ nickname: v.optional(v.string()) })),
    }),
  ),
});

export type KakaoUser = { id: string; nickname: string | null; email: string | null };

const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
};

/** Kakao's /v1/user/access_token_info: whose token, and for which app. */
const TokenInfoSchema = v.object({ id: v.union([v.number(), v.string()]), app_id: v.union([v.number(), v.string()]) });

export const KAKAO_UNREACHABLE = "카카오 서버에 연결할 수 없어요. 잠시 후 다시 시도해주세요.";
export const ANOTHER_APPS_TOKEN = "꿀단지에서 받은 카카오 로그인이 아니에요. 다시 로그인해주세요.";

const askKakao = async (url: string, token: string) => {
  try {
    return await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    console.error(`[kakao] ${new URL(url).pathname} failed: ${String(error)}`);
    return fail(502, KAKAO_UNREACHABLE);
  }
};

const answerOf = async <S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> => {
  if (response.status === 401) return fail(401, "카카오 로그인이 만료되었어요. 다시 로그인해주세요.");
  if (!response.ok) {
    console.error(`[kakao] ${new URL(response.url || "http://kakao/").pathname} answered ${response.status}`);
    return fail(502, KAKAO_UNREACHABLE);
  }
  const parsed = v.safeParse(schema, await response.json().catch(() => null));
  if (!parsed.success) return fail(502, "카카오 사용자 정보를 읽을 수 없어요.");
  return parsed.output;
};

/**
 * Who a provider access token belongs to, once Kakao's token info says it was issued to our app
 * (`appId`, decision 041): a token another Kakao app obtained from the same person is refused (401).
 */
export const kakaoUserFromHeader = async (
  apiOrigin: string,
  appId: string,
  authorization: string | undefined,
): Promise<KakaoUser> => {
  const token = bearer(authorization);
  if (!token) return fail(401, "카카오 로그인 정보가 없어요. 다시 로그인해주세요.");

  const [info, me] = await Promise.all([
    askKakao(`${apiOrigin}/v1/user/access_token_info`, token).then((res) => answerOf(res, TokenInfoSchema)),
    askKakao(`${apiOrigin}/v2/user/me`, token).then((res) => answerOf(res, KakaoUserSchema)),
  ]);
  if (String(info.app_id) !== appId || String(info.id) !== String(me.id)) return fail(401, ANOTHER_APPS_TOKEN);
  const user = me;
  return {
    id: String(user.id),
    nickname: user.kakao_account?.profile?.nickname ?? user.properties?.nickname ?? null,
    email: user.kakao_account?.email ?? null,
  };
};
