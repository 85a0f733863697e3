// Calls to Kakao made with the app's admin key (never from the browser): unlinking a member's Kakao
// account from the app when they leave (회원 탈퇴). Kakao's `POST /v1/user/unlink` with
// `target_id_type=user_id`; the local emulator speaks the same (worker/dev/kakao-oauth.ts).

/** Kakao's codes for a user it has nothing to unlink: -101 not linked to the app (an earlier unlink
 * went through), -103 no such (or a dormant) Kakao account. */
const NOTHING_TO_UNLINK = new Set([-101, -103]);

export type UnlinkResult = { unlinked: true } | { unlinked: false; error: string };

/** Whether Kakao no longer links the user to the app; else Kakao's answer, without the key. */
export const unlinkKakaoUser = async (apiOrigin: string, adminKey: string, kakaoId: string): Promise<UnlinkResult> => {
  let error: string;
  try {
    const res = await fetch(`${apiOrigin}/v1/user/unlink`, {
      method: "POST",
      headers: { Authorization: `KakaoAK ${adminKey}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ target_id_type: "user_id", target_id: kakaoId }),
      signal: AbortSignal.timeout(5000),
    });
    if (res.ok) return { unlinked: true };
    const answer = (await res.json().catch(() => null)) as { code?: number } | null;
    if (typeof answer?.code === "number" && NOTHING_TO_UNLINK.has(answer.code)) return { unlinked: true };
    error = `${res.status} ${JSON.stringify(answer)}`.slice(0, 300);
  } catch (thrown) {
    error = String(thrown).slice(0, 300);
  }
  // Only Kakao's answer: the request, which carries the key, is never written down.
  console.error(`[kakao] unlink of ${kakaoId} failed: ${error}`);
  return { unlinked: false, error };
};
