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

export const kakaoUserFromHeader = async (apiOrigin: string, authorization: string | undefined): Promise<KakaoUser> => {
  const token = bearer(authorization);
  if (!token) return fail(401, "카카오 로그인 정보가 없어요. 다시 로그인해주세요.");

  let response: Response;
  try {
    response = await fetch(`${apiOrigin}/v2/user/me`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    console.error(`[kakao] user lookup failed: ${String(error)}`);
    return fail(502, "카카오 서버에 연결할 수 없어요. 잠시 후 다시 시도해주세요.");
  }
  if (response.status === 401) return fail(401, "카카오 로그인이 만료되었어요. 다시 로그인해주세요.");
  if (!response.ok) {
    console.error(`[kakao] user lookup answered ${response.status}`);
    return fail(502, "카카오 서버에 연결할 수 없어요. 잠시 후 다시 시도해주세요.");
  }
  const parsed = v.safeParse(KakaoUserSchema, await response.json().catch(() => null));
  if (!parsed.success) return fail(502, "카카오 사용자 정보를 읽을 수 없어요.");
  const user = parsed.output;
  return {
    id: String(user.id),
    nickname: user.kakao_account?.profile?.nickname ?? user.properties?.nickname ?? null,
    email: user.kakao_account?.email ?? null,
  };
};
