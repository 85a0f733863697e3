// The Friday letter (decision 034): the Cron Trigger only enqueues, the Queue consumer sends, each
// consenting member gets one letter a week however often the trigger fires or a batch is retried;
// an empty week gets the short nudge at most once in four weeks; the one-click link ends the consent.
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { seoulWeekOf } from "../../contract/week";
import { kakaoIdForNickname } from "../../dev/test-users";
import worker from "../../index";
import { call } from "../../test/helpers";
import { bearer, loginAs, registerMember } from "../../test/host-app";
import { type DevMail, mailbox } from "../../test/mailbox";
import { FRIDAY_SUBJECT, NUDGE_SUBJECT, SEND_STEP_ONE } from "./friday-letter";
import { FRIDAY_CRON, type MailJob } from "./outbox";

const handler: ExportedHandler<Env, unknown> = worker;
const scheduled = handler.scheduled as NonNullable<typeof handler.scheduled>;
const queue = handler.queue as NonNullable<typeof handler.queue>;
const DAY = 86_400_000;

type Member = { id: number; email: string; name: string };

const joined = async (name: string, consents: boolean): Promise<Member> => {
  const kakaoId = kakaoIdForNickname(name);
  const id = await registerMember(name, kakaoId);
  await env.DB.prepare("UPDATE consents SET email_marketing = ? WHERE member_id = ?")
    .bind(consents ? 1 : 0, id)
    .run();
  return { id, email: `${kakaoId}@example.com`, name };
};

/** A delivered praise from `from` to `toName`, kept by `keeper` when given, at `at`. */
const praise = async (from: Member, toName: string, at: number, keeper?: Member) => {
  const iso = new Date(at).toISOString();
  const group = await env.DB.prepare(
    "INSERT INTO groups (member_id, name, order_idx) VALUES (?, ?, 1) ON CONFLICT DO UPDATE SET name = name RETURNING id",
  )
    .bind(from.id, `${from.name}의 팀`)
    .first<{ id: number }>();
  const p = await env.DB.prepare(
    `INSERT INTO praises (uuid, sender_id, sender_group_id, receiver_name, content, stamp_id, project_status, send_status, created_at, delivered_at)
     VALUES (?, ?, ?, ?, '늘 고마워요', 3, 0, 'DIRECT', ?5, ?5) RETURNING id`,
  )
    .bind(crypto.randomUUID(), from.id, group!.id, toName, iso)
    .first<{ id: number }>();
  if (!keeper) return;
  const keeperGroup = await env.DB.prepare(
    "INSERT INTO groups (member_id, name, order_idx) VALUES (?, '받은 꿀', 1) ON CONFLICT DO UPDATE SET name = name RETURNING id",
  )
    .bind(keeper.id)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO received_praises (praise_id, member_id, group_id, saved_at) VALUES (?, ?, ?, ?)")
    .bind(p!.id, keeper.id, keeperGroup!.id, iso)
    .run();
};

/** The worker's scheduled handler, as Cloudflare calls it. */
const fire = async (cron: string, at: number) => {
  const ctx = createExecutionContext();
  await scheduled(createScheduledController({ cron, scheduledTime: at }), env, ctx);
};

/** The worker's queue handler given one batch of jobs, as a delivery (or a redelivery) would. */
const deliver = async (jobs: MailJob[], attempts = 1) => {
  const batch = createMessageBatch(
    "kkul-mail-local",
    jobs.map((body, i) => ({ id: `m-${crypto.randomUUID()}-${i}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
};

const letters = async (m: Member) =>
  (await mailbox(m.email)).filter((mail) => mail.subject === FRIDAY_SUBJECT || mail.subject === NUDGE_SUBJECT);

const sendState = (m: Member, week: string) =>
  env.DB.prepare("SELECT state, variant FROM mail_sends WHERE kind = 'FRIDAY' AND member_id = ? AND period = ?")
    .bind(m.id, week)
    .first<{ state: string; variant: string | null }>();

let busy: Member;
let quiet: Member;
let refused: Member;
let colleague: Member;
const now = Date.now();
const week = seoulWeekOf(now).isoWeek;

beforeAll(async () => {
  busy = await joined("금요바쁨", true);
  quiet = await joined("금요조용", true);
  refused = await joined("금요거절", false);
  colleague = await joined("금요동료", false);
  await praise(colleague, busy.name, now - 60_000, busy); // received and kept this week
  await praise(busy, "이달콤", now - 120_000); // sent this week
  await praise(busy, "박성실", now - 30 * DAY); // sent a month ago: not this week's
  await praise(colleague, refused.name, now - 60_000, refused);
});

describe("the Friday letter", () => {
  it("reaches each consenting member once when the trigger fires twice, and nobody else", async () => {
    await fire(FRIDAY_CRON, now);
    await fire(FRIDAY_CRON, now + 60_000);
    // The real local Queue delivers what the trigger enqueued to the worker's consumer.
    await vi.waitFor(
      async () => {
        expect(await sendState(busy, week)).toMatchObject({ state: "SENT", variant: "WEEK" });
        expect(await sendState(quiet, week)).toMatchObject({ state: "SENT", variant: "NUDGE" });
      },
      { timeout: 30_000, interval: 100 },
    );
    // A redelivery of the same member's job after the fact sends nothing more.
    await deliver([
      { type: "friday", week, at: now, memberId: busy.id },
      { type: "friday", week, at: now, memberId: quiet.id },
    ]);
    expect(await letters(busy)).toHaveLength(1);
    expect(await letters(quiet)).toHaveLength(1);
    expect(await letters(refused)).toHaveLength(0);
    expect(await letters(colleague)).toHaveLength(0);
    expect(await sendState(refused, week)).toBeNull();
  });

  it("tells the week: counts, the latest names and stamps, one invitation to step 1, and the one-click headers", async () => {
    const [letter] = (await letters(busy)) as [DevMail & { headers: Record<string, string> }];
    expect(letter.subject).toBe("[꿀단지] 이번 주 꿀단지");
    expect(letter.text).toContain("받은 꿀 1개");
    expect(letter.text).toContain("금요동료님의 꿀 · 긍정 파워");
    expect(letter.text).toContain("보낸 꿀 1개");
    expect(letter.text).toContain("이달콤님에게 보낸 꿀");
    expect(letter.text).not.toContain("박성실");
    expect(letter.text).toContain(`꿀 보내러 가기: http://localhost:8787${SEND_STEP_ONE}`);
    expect(letter.html).toContain(`href="http://localhost:8787${SEND_STEP_ONE}"`);
    expect(letter.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(letter.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:8787\/unsubscribe\/\d+\.[\w-]+\.[\w-]+>$/);
  });

  it("gives an empty week the nudge at most once in four weeks", async () => {
    const later = (weeks: number) => now + weeks * 7 * DAY;
    for (const weeks of [1, 2, 3]) {
      await deliver([
        { type: "friday", week: seoulWeekOf(later(weeks)).isoWeek, at: later(weeks), memberId: quiet.id },
      ]);
    }
    expect(await letters(quiet)).toHaveLength(1);
    expect(await sendState(quiet, seoulWeekOf(later(3)).isoWeek)).toMatchObject({ state: "SENT", variant: "NONE" });
    await deliver([{ type: "friday", week: seoulWeekOf(later(4)).isoWeek, at: later(4), memberId: quiet.id }]);
    const nudges = await letters(quiet);
    expect(nudges).toHaveLength(2);
    expect(nudges.every((mail) => mail.subject === NUDGE_SUBJECT)).toBe(true);
  });

  it("retries a send the mail API refused, and still sends once", async () => {
    const retried = await joined("금요재시도", true);
    await praise(colleague, retried.name, now - 60_000, retried);
    const job: MailJob = { type: "friday", week, at: now, memberId: retried.id };
    expect((await call("/__dev/mail/failures", jsonPost({ to: retried.email, count: 1 }))).status).toBe(200);
    const first = await deliver([job]);
    expect(first.retryMessages).toHaveLength(1);
    expect(await letters(retried)).toHaveLength(0);
    expect(await sendState(retried, week)).toBeNull(); // the claim was given back
    const second = await deliver([job], 2);
    expect(second.retryMessages).toHaveLength(0);
    expect(second.explicitAcks).toHaveLength(1);
    await deliver([job], 3);
    expect(await letters(retried)).toHaveLength(1);
  });

  it("sends nothing to a member who withdrew consent after the trigger", async () => {
    const changed = await joined("금요변심", true);
    await env.DB.prepare("UPDATE consents SET email_marketing = 0 WHERE member_id = ?").bind(changed.id).run();
    await deliver([{ type: "friday", week, at: now, memberId: changed.id }]);
    expect(await letters(changed)).toHaveLength(0);
  });
});

const jsonPost = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe("the one-click unsubscribe link", () => {
  const linkOf = async (m: Member) => {
    await deliver([{ type: "friday", week: "2099-W01", at: now, memberId: m.id }]);
    const [letter] = (await mailbox(m.email)) as [DevMail & { headers: Record<string, string> }];
    return new URL(letter.headers["List-Unsubscribe"]!.slice(1, -1)).pathname;
  };
  const consent = async (m: Member) => {
    const res = await call("/api/member/service-consent", {
      headers: bearer((await loginAs(m.name)).accessToken),
    });
    return (await res.json<{ data: { emailMarketing: boolean } }>()).data.emailMarketing;
  };
  const oneClick = (path: string) =>
    call(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });

  it("changes nothing when altered or forged, then turns the consent off with the real link", async () => {
    const reader = await joined("금요구독", true);
    const other = await joined("금요남", true);
    const path = await linkOf(reader);
    const [, , token] = path.split("/") as [string, string, string];
    const [id, kid, mac] = token.split(".") as [string, string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === "A" ? "B" : "A"}${mac.at(-1)}`;
    for (const bad of [
      `/unsubscribe/${other.id}.${kid}.${mac}`, // another member's id under this member's MAC
      `/unsubscribe/${id}.${kid}.${flipped}`,
      `/unsubscribe/${id}.unknown-kid.${mac}`,
      `/unsubscribe/${id}`,
    ]) {
      const res = await oneClick(bad);
      expect(res.status, bad).toBe(404);
      expect(await res.text()).toContain("링크가 올바르지 않아요");
    }
    expect(await consent(reader)).toBe(true);
    expect(await consent(other)).toBe(true);

    // A GET (a person, or a mail scanner) only asks.
    const page = await call(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("금요일 메일을 그만 받을까요?");
    expect(await consent(reader)).toBe(true);

    const res = await oneClick(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("수신을 거부했어요");
    expect(await consent(reader)).toBe(false);
    expect(await consent(other)).toBe(true);
    // The next Friday's letter does not go out.
    await deliver([{ type: "friday", week: "2099-W02", at: now, memberId: reader.id }]);
    expect(await mailbox(reader.email)).toHaveLength(1);
  });
});
