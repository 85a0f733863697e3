// A departure's Kakao unlink outlasts Kakao's failures (decision 028): 회원 탈퇴 keeps the Kakao id
// in pending_unlinks until Kakao confirms, and the worker's cron (its `scheduled` handler) retries.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import worker from "../../index";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

// The emulator answers a wrong admin key as Kakao does (401, code -401): Kakao is failing.
const WRONG_ADMIN_KEY = "local-only-wrong-admin-key";
const failingKakao: Partial<Env> = { KAKAO_ADMIN_KEY: WRONG_ADMIN_KEY };

type PendingRow = { kakao_id: string; attempts: number; next_attempt_at: number; last_error: string | null };
const pending = (kakaoId: string) =>
  env.DB.prepare("SELECT * FROM pending_unlinks WHERE kakao_id = ?").bind(kakaoId).first<PendingRow>();

/** How often the emulator was asked to unlink the Kakao id (its log is shared by the run's files). */
const unlinkCalls = async (kakaoId: string) =>
  (await (await call("/__dev/kakao/unlinks")).json<string[]>()).filter((id) => id === kakaoId).length;

/** A member of their own (a Kakao id no other file uses) who leaves; Kakao answers as `overrides` make it. */
const leaveAs = async (nickname: string, overrides: Partial<Env> = {}) => {
  const kakaoId = kakaoIdForNickname(nickname);
  await registerMember(nickname, kakaoId);
  const { accessToken } = await loginAs(nickname);
  const res = await call("/api/member", { method: "DELETE", headers: bearer(accessToken) }, overrides);
  expect(res.status).toBe(200);
  return kakaoId;
};

/** One run of the worker's cron at `at` (ms), as Cloudflare calls it. */
const runCron = async (at: number, runEnv: Env = env) => {
  const handler: ExportedHandler<Env> = worker;
  const ctx = createExecutionContext();
  await handler.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }), runEnv, ctx);
  await waitOnExecutionContext(ctx);
};

const seconds = (ms: number) => Math.floor(ms / 1000);

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM pending_unlinks").run();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("회원 탈퇴's Kakao unlink", () => {
  it("leaves no pending row when Kakao confirms at once", async () => {
    const kakaoId = await leaveAs("바로떠남");
    expect(await unlinkCalls(kakaoId)).toBe(1);
    expect(await pending(kakaoId)).toBeNull();
  });

  it("keeps the Kakao id when Kakao refuses, to try again later, and never writes the admin key down", async () => {
    const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    const before = seconds(Date.now());
    const kakaoId = await leaveAs("실패떠남", failingKakao);

    expect(await unlinkCalls(kakaoId)).toBe(0);
    const row = await pending(kakaoId);
    expect(row).toMatchObject({ kakao_id: kakaoId, attempts: 1 });
    expect(row!.last_error).toContain("401");
    expect(row!.next_attempt_at).toBeGreaterThanOrEqual(before + 10 * 60);
    // The member is gone all the same.
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM social_links WHERE provider_user_id = ?")
        .bind(kakaoId)
        .first("n"),
    ).toBe(0);

    const written = [row!.last_error, ...logged.flatMap((spy) => spy.mock.calls.flat().map(String))].join("\n");
    expect(written).toContain(kakaoId); // the failure was logged…
    expect(written).not.toContain(WRONG_ADMIN_KEY); // …without the key
    expect(written).not.toContain(env.KAKAO_ADMIN_KEY!);
  });
});

describe("the cron's retry of pending unlinks", () => {
  it("leaves a row alone until it is due, then unlinks the account with a working Kakao and forgets it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const kakaoId = await leaveAs("나중떠남", failingKakao);
    const row = (await pending(kakaoId))!;

    await runCron(Date.now()); // not due yet
    expect(await pending(kakaoId)).toEqual(row);
    expect(await unlinkCalls(kakaoId)).toBe(0);

    await runCron(row.next_attempt_at * 1000);
    expect(await pending(kakaoId)).toBeNull();
    expect(await unlinkCalls(kakaoId)).toBe(1);
  });

  it("waits twice as long after each failure, at most a day, and keeps Kakao's answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO pending_unlinks (kakao_id, attempts, next_attempt_at) VALUES ('4000000001', 1, ?), ('4000000002', 20, ?)",
      ).bind(seconds(now) - 1, seconds(now) - 1),
    ]);
    await runCron(now, { ...env, ...failingKakao });
    expect(await pending("4000000001")).toMatchObject({ attempts: 2, next_attempt_at: seconds(now) + 20 * 60 });
    expect(await pending("4000000002")).toMatchObject({ attempts: 21, next_attempt_at: seconds(now) + 24 * 60 * 60 });
    expect((await pending("4000000001"))!.last_error).toContain("-401");
  });

  it("takes at most 40 a run, the longest waiting first", async () => {
    const now = seconds(Date.now());
    const ids = Array.from({ length: 45 }, (_, i) => String(4100000000 + i));
    await env.DB.batch(
      ids.map((id, i) =>
        env.DB.prepare("INSERT INTO pending_unlinks (kakao_id, attempts, next_attempt_at) VALUES (?, 1, ?)").bind(
          id,
          now - 1000 + i,
        ),
      ),
    );
    await runCron(Date.now());
    const left = await env.DB.prepare("SELECT kakao_id FROM pending_unlinks ORDER BY kakao_id").all<{
      kakao_id: string;
    }>();
    expect(left.results.map((r) => r.kakao_id)).toEqual(ids.slice(40));
  });

  it("drops, without unlinking, a Kakao id that has signed up again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const kakaoId = await leaveAs("다시가입", failingKakao);
    await registerMember("다시가입", kakaoId); // Kakao linked the app again at their consent
    await runCron(((await pending(kakaoId))!.next_attempt_at + 1) * 1000);
    expect(await pending(kakaoId)).toBeNull();
    expect(await unlinkCalls(kakaoId)).toBe(0);
  });
});
