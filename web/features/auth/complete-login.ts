// SPEC §4 "Login callback": Kakao's code and state → the worker's login (decisions 021, 026: the worker
// checks the state against the login cookie its start set, redeems the code with its own verifier,
// checks the id_token against its own nonce, logs in with the praise host and keeps the tokens in its
// cookie) → where to go.
import { MemberNameSchema } from "@contract/auth";
import * as v from "valibot";
import { redeemKakaoLogin } from "../../api/member";
import { clearPendingUuid, clearSession, getPendingUuid, saveUserName } from "../../api/session";
import { readSignupDraft, writeSignupDraft } from "../../lib/drafts";
import { setReturnTo, takeReturnTo } from "../../lib/return-to";

/**
 * A new member's name step starts from their Kakao nickname when it is a valid name (1–8 characters),
 * one field fewer to type. Otherwise the step starts empty.
 */
function prefillSignupName(nickname: string | null) {
  const name = nickname?.trim() ?? "";
  const draft = readSignupDraft();
  if (!draft.name && v.safeParse(MemberNameSchema, name).success) writeSignupDraft({ ...draft, name });
}

/** Resolves to the path to replace the callback page with; never rejects. `redeem` is for tests. */
export async function completeKakaoLogin(search: URLSearchParams, redeem = redeemKakaoLogin): Promise<string> {
  const code = search.get("code");
  const state = search.get("state");
  if (search.get("error") || !code || !state) return "/login";

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
  } catch {
    return "/login";
  }
}
