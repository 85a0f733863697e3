// A kept letter is the keeper's praise whole (docs/api.md fifth round): a letter longer than a praise
// (500 characters, 20 lines) reads whole in the keeper's detail, group and export, and its photo stays
// readable to the keeper from the praise (`photoUrl`) until the praise, or its group, is deleted.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { WRITER_COOKIE } from "../../contract/jar";
import { graphemeCount } from "../../contract/rules";
import { bearer, call } from "../../test/host-app";
import { type Caller, get, makeJar, member, send, write } from "../../test/jar-kit";
import { phoneJpeg } from "../../test/photo-bytes";
import { keptText } from "./keep";
import { jarObject } from "./routes";

let creator: Caller & { id: number };
beforeAll(async () => {
  creator = await member("김꿀벌");
});

const upload = async (jarId: string, who: Caller) => {
  const res = await call(`/api/jar/${jarId}/photos`, {
    method: "POST",
    headers: {
      "Content-Type": "image/jpeg",
      ...(who.token ? bearer(who.token) : {}),
      ...(who.cookie ? { Cookie: who.cookie } : {}),
    },
    body: phoneJpeg(),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers.get("Set-Cookie");
  if (cookie?.startsWith(WRITER_COOKIE)) who.cookie = cookie.split(";")[0];
  return (await res.json<{ data: { photoId: string } }>()).data.photoId;
};

const read = (path: string, who: Caller = {}) => call(path, { headers: who.token ? bearer(who.token) : {} });

/** Twenty lines, 500 characters as a person counts them, an emoji in every line. */
const LONG_LETTER = (() => {
  const lines = Array.from({ length: 20 }, (_, i) => `${i + 1}번째 줄 🍯`).join("\n");
  return `${lines}${"꿀".repeat(500 - graphemeCount(lines) - 2)}끝!`;
})();

/** A jar opening today with `letters` written by guests, kept by `keeper`: the keeper's group and praise. */
const keptJar = async (keeper: Caller, letters: { content: string; photo?: boolean }[]) => {
  const { jarId, keepKey } = await makeJar(creator, 0, { title: "긴 편지 단지" });
  const photos: string[] = [];
  for (const [i, letter] of letters.entries()) {
    const guest: Caller = {};
    const photoId = letter.photo ? await upload(jarId, guest) : undefined;
    if (photoId) photos.push(photoId);
    const res = await write(jarId, guest, letter.content, {
      writerName: `손님${i + 1}`,
      ...(photoId ? { photoId } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  const kept = await send("POST", `/api/jar/${jarId}/keep`, { keepKey }, keeper);
  expect(kept.status, await kept.clone().text()).toBe(201);
  const { groupId } = (await kept.json<{ data: { groupId: number } }>()).data;
  const list = (await get(`/api/receive-praise/group?groupId=${groupId}&page=0&size=10`, keeper)).body.data
    .receivePraiseInfos as { receivePraiseId: number; content: string; uuid: string }[];
  return { jarId, groupId, photos, list };
};

describe("a letter longer than a praise", () => {
  it("is written (500 characters, 20 lines) and, kept, reads whole in the keeper's detail, group and export", async () => {
    const keeper = await member("이달콤");
    const { list } = await keptJar(keeper, [{ content: LONG_LETTER }]);
    expect(list.map((praise) => praise.content)).toEqual([LONG_LETTER]);
    const detail = (await get(`/api/receive-praise?uuid=${list[0]!.uuid}`, keeper)).body.data;
    expect(detail.content).toBe(LONG_LETTER);
    const csv = await (await send("GET", "/api/member/export?format=csv", undefined, keeper)).text();
    expect(csv).toContain("끝!");
  });

  it("keeps within a praise's length where a praise is shown short, cut at a whole character", () => {
    const { content, letter } = keptText(`${"가".repeat(178)}👨‍👩‍👧${"나".repeat(30)}`);
    expect(letter).not.toBeNull();
    expect([...content].length).toBeLessThanOrEqual(180);
    expect(content).toBe(`${"가".repeat(178)}…`);
    expect(keptText("짧은 편지")).toEqual({ content: "짧은 편지", letter: null });
  });
});

describe("a kept letter's photo", () => {
  it("reads from the kept praise for its keeper only, and leaves when the keeper deletes the praise", async () => {
    const keeper = await member("최달콤");
    const { jarId, photos, list } = await keptJar(keeper, [
      { content: "사진과 함께", photo: true },
      { content: "글만" },
    ]);
    const withPhoto = list.find((praise) => praise.content === "사진과 함께")!;
    const detail = (await get(`/api/receive-praise?uuid=${withPhoto.uuid}`, keeper)).body.data;
    expect(detail.photoUrl).toBe(`/api/jar/${jarId}/photos/${photos[0]}`);
    expect((await read(detail.photoUrl, keeper)).status).toBe(200);
    // Someone else with the praise's address: the praise, never its photo.
    const stranger = await member("남남이");
    expect((await get(`/api/receive-praise?uuid=${withPhoto.uuid}`, stranger)).body.data.photoUrl).toBeUndefined();
    expect((await read(detail.photoUrl, stranger)).status).toBe(404);
    const textOnly = list.find((praise) => praise.content === "글만")!;
    expect((await get(`/api/receive-praise?uuid=${textOnly.uuid}`, keeper)).body.data.photoUrl).toBeUndefined();

    const deleted = await send("DELETE", `/api/receive-praise?id=${withPhoto.receivePraiseId}`, undefined, keeper);
    expect(deleted.status).toBe(200);
    expect((await read(detail.photoUrl, keeper)).status).toBe(404);
    await runDurableObjectAlarm(jarObject(env, jarId));
    expect(await env.JAR_PHOTOS.get(`jars/${jarId}/${photos[0]}`)).toBeNull();
  });

  it("leaves with the group the keeper deletes", async () => {
    const keeper = await member("정달콤");
    const { jarId, groupId, photos } = await keptJar(keeper, [{ content: "단지째", photo: true }]);
    expect(await env.JAR_PHOTOS.get(`jars/${jarId}/${photos[0]}`)).not.toBeNull();
    expect((await send("DELETE", `/api/group/${groupId}`, undefined, keeper)).status).toBe(200);
    expect((await read(`/api/jar/${jarId}/photos/${photos[0]}`, keeper)).status).toBe(404);
    await runDurableObjectAlarm(jarObject(env, jarId));
    expect(await env.JAR_PHOTOS.get(`jars/${jarId}/${photos[0]}`)).toBeNull();
  });
});
