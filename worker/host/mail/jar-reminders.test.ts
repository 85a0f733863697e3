// The shared jar's service mails (decision 034): its creator hears the day before it opens (once,
// however often the daily trigger fires) and when the person it is for keeps it.
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import worker from "../../index";
import { type Caller, makeJar, member, send, today, write } from "../../test/jar-kit";
import { mailbox } from "../../test/mailbox";
import { clock } from "../auth/clock";
import { addDays } from "../jars/jar-clock";
import { JAR_EVE_CRON, type MailJob } from "./outbox";

const handler: ExportedHandler<Env, unknown> = worker;
const scheduled = handler.scheduled as NonNullable<typeof handler.scheduled>;
const queue = handler.queue as NonNullable<typeof handler.queue>;

const deliver = async (jobs: MailJob[]) => {
  const batch = createMessageBatch(
    "kkul-mail-local",
    jobs.map((body, i) => ({ id: `j-${crypto.randomUUID()}-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
};

const emailOf = (name: string) => `${kakaoIdForNickname(name)}@example.com`;
const subjects = async (name: string) => (await mailbox(emailOf(name))).map((mail) => mail.subject);

let creator: Caller & { id: number };
let recipient: Caller & { id: number };
let writer: Caller & { id: number };

beforeAll(async () => {
  creator = await member("단지만듦");
  recipient = await member("단지받음");
  writer = await member("단지씀");
});
afterEach(() => vi.restoreAllMocks());

describe("the day before a jar opens", () => {
  it("tells its creator once, with the jar's count, however often the trigger fires", async () => {
    const tomorrow = await makeJar(creator, 1, { title: "내일 여는 꿀단지" });
    const later = await makeJar(creator, 3, { title: "사흘 뒤 꿀단지" });
    await write(tomorrow.jarId, writer, "늘 고마웠어요");
    await write(tomorrow.jarId, {}, "화이팅", { writerName: "민지" });
    await write(later.jarId, writer, "아직 멀었어요");

    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: JAR_EVE_CRON, scheduledTime: Date.now() }), env, ctx);
    await scheduled(createScheduledController({ cron: JAR_EVE_CRON, scheduledTime: Date.now() }), env, ctx);
    const expected = "[꿀단지] 내일 열려요: 꿀방울 2개 — 여는 링크를 전하세요";
    await vi.waitFor(async () => expect(await subjects("단지만듦")).toContain(expected), {
      timeout: 30_000,
      interval: 100,
    });
    // A redelivered job (and the later jar's, asked on the wrong day) sends nothing more.
    const day = addDays(today(), 1);
    await deliver([
      { type: "jar-eve", day, jarId: tomorrow.jarId },
      { type: "jar-eve", day, jarId: later.jarId },
    ]);
    expect((await subjects("단지만듦")).filter((s) => s.startsWith("[꿀단지] 내일 열려요"))).toEqual([expected]);
    const [mail] = await mailbox(emailOf("단지만듦"));
    expect(mail?.text).toContain(`http://localhost:8787/jar/${tomorrow.jarId}`);
    expect(await subjects("단지씀")).toEqual([]);
  });
});

describe("keeping a jar", () => {
  it("tells its creator that the person it was for kept it", async () => {
    const jar = await makeJar(creator, 1, { title: "간직할 꿀단지" });
    await write(jar.jarId, writer, "새 팀에서도 빛나길");
    const real = Date.now();
    vi.spyOn(clock, "now").mockReturnValue(real + 86_400_000);
    const kept = await send("POST", `/api/jar/${jar.jarId}/keep`, { keepKey: jar.keepKey }, recipient);
    expect(kept.status).toBe(201);
    const expected = "[꿀단지] 이달콤님이 꿀단지를 간직했어요";
    await vi.waitFor(async () => expect(await subjects("단지만듦")).toContain(expected), {
      timeout: 30_000,
      interval: 100,
    });
    await deliver([{ type: "jar-kept", jarId: jar.jarId }]);
    expect((await subjects("단지만듦")).filter((s) => s === expected)).toHaveLength(1);
    const [mail] = await mailbox(emailOf("단지만듦"));
    expect(mail?.text).toContain("꿀방울 1개");
    // Writers are not mailed on keeping: they hear when the keeper thanks them.
    expect(await subjects("단지씀")).toEqual([]);
  });
});
