// Calls to Kakao made with the app's admin key (never from the browser): unlinking a member's Kakao
// account from the app when they leave (회원 탈퇴). Kakao's `POST /v1/user/unlink` with
// `target_id_type=user_id`; the local emulator speaks the same (worker/dev/kakao-oauth.ts).

/** Whether Kakao no longer links the user to the app (already unlinked counts as done). */
export const unlinkKakaoUser = async (apiOrigin: string, adminKey: string, kakaoId: string): Promise<boolean> => {
  try {
    const res = await fetch(`${apiOrigin}/v1/user/unlink`, {
      method: "POST",
      headers: { Authorization: `KakaoAK ${adminKey}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ target_id_type: "user_id", target_id: kakaoId }),
      signal: AbortSignal.timeout(5000),
    });
    if (res.ok) return true;
    // -101: the user is not linked to the app (an earlier unlink went through).
    const answer = (await res.json().catch(() => null)) as { code?: number } | null;
    if (answer?.code === -101) return true;
    console.error(`[kakao] unlink of ${kakaoId} answered ${res.status} ${JSON.stringify(answer)}`);
    return false;
  } catch (error) {
    console.error(`[kakao] unlink of ${kakaoId} failed: ${String(error)}`);
    return false;
  }
};
