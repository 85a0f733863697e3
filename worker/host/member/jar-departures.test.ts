// 회원 탈퇴 leaves nothing in the shared jars, and survives a failing object (decision 040): the
// departed writer's letters leave every jar, kept or not; a departed keeper's kept jar reads no letter
// and takes none; the jars they made are gone; an object call that fails is written down and made by
// the worker's cron.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { JarView, Letter } from "../../contract/jar";
import worker from "../../index";
import { bearer, call } from "../../test/host-app";
import { type Caller, get, makeJar, member, send, write } from "../../test/jar-kit";
import { cleanJpeg } from "../../test/photo-bytes";
import { clock } from "../auth/clock";
import type { JarObject } from "../jars/jar-object";

let creator: Caller & { id: number };
beforeAll(async () => {
  creator = await member("탈퇴만듦");
});
afterEach(() => vi.restoreAllMocks());

const leave = async (who: Caller, overrides: Partial<Env> = {}) => {
  const res = await send("DELETE", "/api/member", undefined, who, overrides);
  expect(res.status, await res.clone().text()).toBe(200);
};

/** The letters the creator reads in a jar not kept yet. */
const creatorReads = async (jarId: string) =>
  ((await get<JarView>(`/api/jar/${jarId}`, creator)).body.data.letters ?? []).map((l: Letter) => l.content);

/** The letters the key holder reads on the day (and after keeping). */
const keyHolderReads = async (jarId: string, keepKey: string) => {
  vi.spyOn(clock, "now").mockReturnValue(Date.now() + 86_400_000);
  const res = await send("POST", `/api/jar/${jarId}/opening`, { keepKey });
  vi.restoreAllMocks();
  expect(res.status).toBe(200);
  return ((await res.json<{ data: { letters: Letter[] } }>()).data.letters ?? []).map((l) => l.content);
};

/** A jar opening tomorrow with `writer`'s letter and a guest's, kept on its day by `keeper`. */
const keptJar = async (writer: Caller, keeper: Caller) => {
  const jar = await makeJar(creator, 1);
  expect((await write(jar.jarId, writer, "함께여서 좋았어요")).status).toBe(201);
  expect((await write(jar.jarId, {}, "손님의 인사", { writerName: "민지" })).status).toBe(201);
  vi.spyOn(clock, "now").mockReturnValue(Date.now() + 86_400_000);
  const kept = await send("POST", `/api/jar/${jar.jarId}/keep`, { keepKey: jar.keepKey }, keeper);
  vi.restoreAllMocks(); // 회원 탈퇴 asks for a recent login (decision 028)
  expect(kept.status, await kept.clone().text()).toBe(201);
  return jar;
};

const owed = (memberId: number) =>
  env.DB.prepare("SELECT jar_id, call, attempts, last_error FROM owed_jar_calls WHERE member_id = ?")
    .bind(memberId)
    .all<{ jar_id: string; call: string; attempts: number; last_error: string | null }>();

/** The jars' namespace, whose first `call` to any jar fails as an unreachable object would. */
const failingOnce = (call: keyof JarObject) => {
  let failed = false;
  const bound = <T extends object>(target: T, prop: string | symbol) => {
    const value = Reflect.get(target, prop);
    return typeof value === "function" ? value.bind(target) : value;
  };
  return new Proxy(env.JARS, {
    get: (namespace, prop) =>
      prop !== "get"
        ? bound(namespace, prop)
        : (id: DurableObjectId) =>
            new Proxy(namespace.get(id), {
              get: (stub, method) => {
                if (method !== call || failed) return bound(stub, method);
                failed = true;
                return () => Promise.reject(new Error("Durable Object reset because its code was updated."));
              },
            }),
  });
};

const runCron = async (at: number) => {
  const handler: ExportedHandler<Env> = worker;
  const ctx = createExecutionContext();
  await handler.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
};

describe("회원 탈퇴 and the shared jars", () => {
  it("a writer who leaves: their letters leave the open jar and the kept one, which the key holder then reads without them", async () => {
    const writer = await member("떠난작가");
    const open = await makeJar(creator, 3);
    expect((await write(open.jarId, writer, "아직 열리지 않은 편지")).status).toBe(201);
    const kept = await keptJar(writer, await member("간직한이"));
    expect(await keyHolderReads(kept.jarId, kept.keepKey)).toEqual(["함께여서 좋았어요", "손님의 인사"]);

    await leave(writer);

    expect(await creatorReads(open.jarId)).toEqual([]);
    expect(await keyHolderReads(kept.jarId, kept.keepKey)).toEqual(["손님의 인사"]);
    expect((await owed(writer.id)).results).toEqual([]);
  });

  it("a keeper who leaves: the kept jar's letters leave with their group, and nobody writes in it again", async () => {
    const keeper = await member("떠난받이");
    const kept = await keptJar(await member("남는작가"), keeper);

    await leave(keeper);

    expect(await keyHolderReads(kept.jarId, kept.keepKey)).toEqual([]);
    const late = await write(kept.jarId, {}, "늦은 편지", { writerName: "늦음" });
    expect(late.status).toBe(409);
  });

  it("a creator who leaves: the jar is gone, for the page and for writers", async () => {
    const maker = await member("떠난만듦");
    const jar = await makeJar(maker, 3);
    expect((await write(jar.jarId, {}, "남긴 편지", { writerName: "민지" })).status).toBe(201);

    await leave(maker);

    expect((await get(`/api/jar/${jar.jarId}`)).status).toBe(404);
    expect((await write(jar.jarId, {}, "또 쓴 편지", { writerName: "민지" })).status).toBe(404);
  });

  it("takes the departed writer's photos out of R2, and a departed creator's jar's photos with it", async () => {
    const writer = await member("사진작가");
    const maker = await member("사진만듦");
    const [theirs, made] = [await makeJar(creator, 3), await makeJar(maker, 3)];
    const photo = async (jarId: string, who: Caller) => {
      const up = await call(`/api/jar/${jarId}/photos`, {
        method: "POST",
        headers: { "Content-Type": "image/jpeg", ...bearer(who.token!) },
        body: cleanJpeg(),
      });
      expect(up.status, await up.clone().text()).toBe(201);
      const { photoId } = (await up.json<{ data: { photoId: string } }>()).data;
      expect((await write(jarId, who, "사진과 함께", { photoId })).status).toBe(201);
      return `jars/${jarId}/${photoId}`;
    };
    const keys = [await photo(theirs.jarId, writer), await photo(made.jarId, maker)];
    for (const key of keys) expect(await env.JAR_PHOTOS.head(key)).not.toBeNull();

    await leave(writer);
    await leave(maker);

    for (const key of keys) expect(await env.JAR_PHOTOS.head(key)).toBeNull();
  });

  it("an object call that fails is written down, and the cron makes it: the letter leaves on its next run", async () => {
    const writer = await member("실패작가");
    const jar = await makeJar(creator, 3);
    expect((await write(jar.jarId, writer, "한 번 실패해도 지워질 편지")).status).toBe(201);

    await leave(writer, { JARS: failingOnce("forgetWriter") });

    // The departure went through; the object still holds the letter, and the call is owed.
    expect(await creatorReads(jar.jarId)).toEqual(["한 번 실패해도 지워질 편지"]);
    expect((await owed(writer.id)).results).toEqual([
      {
        jar_id: jar.jarId,
        call: "WRITER",
        attempts: 1,
        last_error: "Durable Object reset because its code was updated.",
      },
    ]);
    // Not due before its wait; then made.
    await runCron(Date.now());
    expect(await creatorReads(jar.jarId)).toEqual(["한 번 실패해도 지워질 편지"]);
    await runCron(Date.now() + 11 * 60_000);
    expect(await creatorReads(jar.jarId)).toEqual([]);
    expect((await owed(writer.id)).results).toEqual([]);
  });
});
