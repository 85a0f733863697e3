// SPEC §4 "Login callback": Kakao's code and state → the worker's login (decisions 021, 026: the worker
// checks the state against the login cookie its start set, redeems the code with its own verifier,
// checks the id_token against its own nonce, logs in with the praise host and keeps the tokens in its
// cookie) → where to go.
import { MemberNameSchema } from "@contract/auth";
import * as v from "valibot";
import { ApiError } from "../../api/api-error";
import { redeemKakaoLogin, signupUnderWay } from "../../api/member";
import { clearPendingUuid, clearSession, getPendingUuid, saveUserName } from "../../api/session";
import { hasSignupDraft, missingStep, readSignupDraft, writeSignupDraft } from "../../lib/drafts";
import { LOGIN_CANCELLED_MESSAGE, LOGIN_FAILED_MESSAGE, markLoginFailed } from "../../lib/login-failed";
import { setReturnTo, takeReturnTo } from "../../lib/return-to";

/**
 * A new member's name step starts from their Kakao nickname when it is a valid name (1–8 characters),
 * one field fewer to type. Otherwise the step starts empty. The draft is written either way: it marks
 * the sign-up as under way in this browser.
 */
function prefillSignupName(nickname: string | null) {
  const name = nickname?.trim() ?? "";
  const draft = readSignupDraft();
  const fits = !draft.name && v.safeParse(MemberNameSchema, name).success;
  writeSignupDraft(fits ? { ...draft, name } : draft);
}

/**
 * A login that failed. Back from /signup/agree to Kakao's page and consenting again brings a second
 * code for a login already spent (the worker refuses it), while the sign-up it started is still in
 * the cookie: back to the step the draft needs. Otherwise /login, which says why (never silently).
 */
async function afterFailure(error: unknown): Promise<string> {
  if (hasSignupDraft() && (await signupUnderWay())) return missingStep(readSignupDraft()) ?? "/signup/profile";
  // A malformed callback (400) has a developer's reason; the person is told the login failed.
  markLoginFailed(error instanceof ApiError && error.status !== 400 ? error.message : LOGIN_FAILED_MESSAGE);
  return "/login";
}

/** Resolves to the path to replace the callback page with; never rejects. `redeem` is for tests. */
export async function completeKakaoLogin(search: URLSearchParams, redeem = redeemKakaoLogin): Promise<string> {
  const code = search.get("code");
  const state = search.get("state");
  if (search.get("error") === "access_denied") {
    markLoginFailed(LOGIN_CANCELLED_MESSAGE);
    return "/login";
  }
  if (search.get("error") || !code || !state) return afterFailure(null);

  try {
    const login = await redeem({ code, state });
    // The path the login started with (GET /auth/kakao/start?returnTo=…), kept as the page keeps its own.
    if (login.returnTo) setReturnTo(login.returnTo);
    if ("signup" in login) {
      // A Kakao user who is not a member yet; the pending uuid stays for after sign-up.
      prefillSignupName(login.nickname);
      clearSession(); // a member's name kept from before is someone else's: this person is not one yet
      return "/signup/agree";
    }
    saveUserName(login.memberName);
    const back = takeReturnTo();
    if (back) return back;
    const uuid = getPendingUuid();
    if (!uuid) return "/";
    clearPendingUuid();
    return `/compliment/${encodeURIComponent(uuid)}`;
  } catch (error) {
    return afterFailure(error);
  }
}
