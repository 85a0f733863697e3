// 회원 탈퇴 only right after a login (decision 028): a session whose login is older than ten minutes
// — a phone left unlocked, a copied cookie kept alive by renewals — cannot end the account.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LEAVE_MESSAGES, LEAVE_RECENT_LOGIN_SECONDS } from "../../contract/member";
import { kakaoIdForNickname } from "../../dev/test-users";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

const leave = (accessToken: string) => call("/api/member", { method: "DELETE", headers: bearer(accessToken) });
const stillThere = async (memberId: number) =>
  (await env.DB.prepare("SELECT 1 AS found FROM members WHERE id = ?").bind(memberId).first()) !== null;

describe("DELETE /api/member after an old login", () => {
  it("answers 403 and leaves everything as it was; a fresh login then leaves", async () => {
    const memberId = await registerMember("오래된로그인", kakaoIdForNickname("오래된로그인"));
    const old = await loginAs("오래된로그인");
    await env.DB.prepare("UPDATE sessions SET created_at = created_at - ? WHERE member_id = ?")
      .bind(LEAVE_RECENT_LOGIN_SECONDS + 1, memberId)
      .run();

    const refused = await leave(old.accessToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 403, message: LEAVE_MESSAGES.loginAgain });
    expect(await stillThere(memberId)).toBe(true);
    // The session itself goes on: the member is asked to log in again, not logged out.
    expect((await call("/api/member/info", { headers: bearer(old.accessToken) })).status).toBe(200);

    const fresh = await loginAs("오래된로그인");
    expect((await leave(fresh.accessToken)).status).toBe(200);
    expect(await stillThere(memberId)).toBe(false);
  });

  it("takes a login nine minutes old", async () => {
    const memberId = await registerMember("구분전로그인", kakaoIdForNickname("구분전로그인"));
    const tokens = await loginAs("구분전로그인");
    await env.DB.prepare("UPDATE sessions SET created_at = created_at - ? WHERE member_id = ?")
      .bind(LEAVE_RECENT_LOGIN_SECONDS - 60, memberId)
      .run();
    expect((await leave(tokens.accessToken)).status).toBe(200);
    expect(await stillThere(memberId)).toBe(false);
  });
});
