// A photo in a jar letter (docs/api.md fifth round, decision 039): the host keeps the picture without its
// metadata, shows it only to whoever may read its letter, and deletes its bytes when the letter or the
// photo goes. The worker's R2 (JAR_PHOTOS) and the jar's Durable Object run in the test runtime.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { WRITER_COOKIE } from "../../contract/jar";
import { JAR_PHOTO_BYTES_MAX, PHOTO_MESSAGES, PHOTOS_WAITING_MAX } from "../../contract/jar-photos";
import { bearer, call } from "../../test/host-app";
import { type Caller, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { cleanJpeg, cleanPng, contains, GPS_MARK, phoneJpeg } from "../../test/photo-bytes";
import { jarObject } from "./routes";

let creator: Caller & { id: number };
let writer: Caller & { id: number };

beforeAll(async () => {
  creator = await member("김꿀벌");
  writer = await member("박성실");
});

const upload = async (jarId: string, who: Caller, body: BodyInit, type = "image/jpeg") => {
  const res = await call(`/api/jar/${jarId}/photos`, {
    method: "POST",
    headers: {
      "Content-Type": type,
      ...(who.token ? bearer(who.token) : {}),
      ...(who.cookie ? { Cookie: who.cookie } : {}),
    },
    body,
  });
  const cookie = res.headers.get("Set-Cookie");
  if (cookie?.startsWith(WRITER_COOKIE)) who.cookie = cookie.split(";")[0];
  return res;
};

const photoIdOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ data: { photoId: string } }>()).data.photoId;
};

const read = (path: string, who: Caller = {}) =>
  call(path, {
    headers: { ...(who.token ? bearer(who.token) : {}), ...(who.cookie ? { Cookie: who.cookie } : {}) },
  });

const messageOf = async (res: Response) => (await res.json<{ message: string }>()).message;
const stored = (jarId: string, photoId: string) => env.JAR_PHOTOS.get(`jars/${jarId}/${photoId}`);

/** A guest's letter with a phone's photo in it: the jar, the guest, the photo's address. */
const letterWithPhoto = async (days = 3) => {
  const jar = await makeJar(creator, days);
  const guest: Caller = {};
  const photoId = await photoIdOf(await upload(jar.jarId, guest, phoneJpeg()));
  const res = await write(jar.jarId, guest, "사진도 같이 보내요", { writerName: "민지", photoId });
  expect(res.status).toBe(201);
  const letterId = await letterIdOf(res);
  const [mine] = (await get(`/api/jar/${jar.jarId}`, guest)).body.data.mine;
  return { ...jar, guest, photoId, letterId, photoUrl: mine.photoUrl as string };
};

describe("POST /api/jar/:jarId/photos", () => {
  it("keeps a phone's JPEG without its EXIF and GPS, and shows it to its writer as a private, unsniffed image", async () => {
    const { jarId, guest, photoId, photoUrl } = await letterWithPhoto();
    expect(guest.cookie).toMatch(new RegExp(`^${WRITER_COOKIE}=`));
    expect(photoUrl).toBe(`/api/jar/${jarId}/photos/${photoId}`);
    const res = await read(photoUrl, guest);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toMatch(/^private\b/);
    expect(res.headers.get("Cache-Control")).not.toMatch(/public/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body).toEqual(cleanJpeg());
    expect(contains(body, "Exif")).toBe(false);
    expect(contains(body, GPS_MARK)).toBe(false);
    expect(contains(body, "GPSLatitude")).toBe(false);
  });

  it.each([
    ["a text file called a JPEG", new TextEncoder().encode("not a photo at all"), "image/jpeg"],
    ["a PNG called a JPEG", cleanPng(), "image/jpeg"],
    ["a GIF", new TextEncoder().encode("GIF89a...."), "image/gif"],
    ["no type", cleanJpeg(), ""],
  ])("refuses %s with 415", async (_, body, type) => {
    const { jarId } = await makeJar(creator);
    const res = await upload(jarId, writer, body, type);
    expect(res.status).toBe(415);
    expect(await messageOf(res)).toBe(PHOTO_MESSAGES.wrongType);
  });

  it("refuses more than 1 MiB, and more than 2048 px a side, with 413", async () => {
    const { jarId } = await makeJar(creator);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(cleanJpeg());
    const tooBig = await upload(jarId, writer, big);
    expect(tooBig.status).toBe(413);
    expect(await messageOf(tooBig)).toBe(PHOTO_MESSAGES.tooBig);
    // Streamed without a length: counted while read.
    const stream = new Blob([big]).stream();
    const streamed = await upload(jarId, writer, stream);
    expect(streamed.status).toBe(413);
    const wide = await upload(jarId, writer, cleanJpeg(3000, 2000));
    expect(wide.status).toBe(413);
    expect(await messageOf(wide)).toBe(PHOTO_MESSAGES.tooManyPixels);
    expect((await upload(jarId, writer, cleanJpeg(2048, 2048))).status).toBe(201);
  });

  it("refuses in a closed jar (409), and past the jar's 100 MiB (409)", async () => {
    const { jarId } = await makeJar(creator);
    await runInDurableObject(jarObject(env, jarId), (_, state) => {
      state.storage.sql.exec(
        "INSERT INTO photos (id, writer_key, size, type, read_token, uploaded_at) VALUES ('x', 'g:other', ?, 'image/jpeg', 't', ?)",
        JAR_PHOTO_BYTES_MAX - 100,
        new Date().toISOString(),
      );
    });
    const full = await upload(jarId, writer, cleanJpeg());
    expect(full.status).toBe(409);
    expect(await messageOf(full)).toBe(PHOTO_MESSAGES.jarFull);
    expect((await send("PATCH", `/api/jar/${jarId}`, { closed: true }, creator)).status).toBe(200);
    expect((await upload(jarId, writer, cleanJpeg())).status).toBe(409);
  });

  it(`holds at most ${PHOTOS_WAITING_MAX} photos a writer has not put in a letter (429)`, async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    for (let i = 0; i < PHOTOS_WAITING_MAX; i++) await photoIdOf(await upload(jarId, guest, cleanJpeg()));
    const more = await upload(jarId, guest, cleanJpeg());
    expect(more.status).toBe(429);
    expect(await messageOf(more)).toBe(PHOTO_MESSAGES.waiting);
  });
});

describe("GET /api/jar/:jarId/photos/:photoId", () => {
  it("answers 404 to another guest, a stranger and another member; the creator sees it until kept", async () => {
    const { photoUrl } = await letterWithPhoto();
    expect((await read(photoUrl, {})).status).toBe(404);
    const other: Caller = {};
    await write((await makeJar(creator)).jarId, other, "다른 단지", { writerName: "남" });
    expect(other.cookie).toBeDefined();
    expect((await read(photoUrl, other)).status).toBe(404);
    expect((await read(photoUrl, writer)).status).toBe(404);
    expect((await read(photoUrl, creator)).status).toBe(200);
  });

  it("shows it to the opening link's reader from the opening day on, by the address that view gives", async () => {
    const { jarId, keepKey, photoId } = await letterWithPhoto(0);
    const opening = await send("POST", `/api/jar/${jarId}/opening`, { keepKey }, {});
    const letters = (await opening.json<{ data: { letters: { photoUrl?: string }[] } }>()).data.letters;
    const keyed = letters[0]?.photoUrl ?? "";
    expect(keyed).toMatch(new RegExp(`^/api/jar/${jarId}/photos/${photoId}\\?key=[A-Za-z0-9_-]{22}$`));
    expect(keyed).not.toContain(keepKey);
    expect((await read(keyed, {})).status).toBe(200);
    expect((await read(`${keyed.slice(0, -3)}AAA`, {})).status).toBe(404);
  });
});

describe("a letter's photo", () => {
  it("is refused in a letter when another writer uploaded it, or another letter has it (400)", async () => {
    const { jarId, photoId, guest } = await letterWithPhoto();
    const theirs = await write(jarId, writer, "남의 사진", { photoId });
    expect(theirs.status).toBe(400);
    expect(await messageOf(theirs)).toBe(PHOTO_MESSAGES.notFound);
    expect((await write(jarId, guest, "같은 사진 또", { writerName: "민지", photoId })).status).toBe(400);
  });

  it("leaves R2 with its letter: deleted by the writer, hidden by the creator, or taken out (PATCH null)", async () => {
    const deleted = await letterWithPhoto();
    const path = `/api/jar/${deleted.jarId}/letters/${deleted.letterId}`;
    expect(await stored(deleted.jarId, deleted.photoId)).not.toBeNull();
    expect((await send("DELETE", path, undefined, deleted.guest)).status).toBe(200);
    expect(await stored(deleted.jarId, deleted.photoId)).toBeNull();

    const hidden = await letterWithPhoto();
    expect(
      (await send("DELETE", `/api/jar/${hidden.jarId}/letters/${hidden.letterId}`, undefined, creator)).status,
    ).toBe(200);
    expect(await stored(hidden.jarId, hidden.photoId)).toBeNull();

    const edited = await letterWithPhoto();
    const editPath = `/api/jar/${edited.jarId}/letters/${edited.letterId}`;
    const kept = await send("PATCH", editPath, { content: "글만 고쳐요", honeyStampId: 11 }, edited.guest);
    expect(kept.status).toBe(200);
    expect(await stored(edited.jarId, edited.photoId)).not.toBeNull();
    const out = await send(
      "PATCH",
      editPath,
      { content: "사진은 빼요", honeyStampId: 11, photoId: null },
      edited.guest,
    );
    expect(out.status).toBe(200);
    expect(await stored(edited.jarId, edited.photoId)).toBeNull();
    expect((await get(`/api/jar/${edited.jarId}`, edited.guest)).body.data.mine[0].photoUrl).toBeUndefined();
    expect((await read(edited.photoUrl, edited.guest)).status).toBe(404);
  });

  it("is deleted by the jar's alarm when no letter took it up within an hour", async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    const waiting = await photoIdOf(await upload(jarId, guest, cleanJpeg()));
    const fresh = await photoIdOf(await upload(jarId, guest, cleanJpeg()));
    const stub = jarObject(env, jarId);
    await runInDurableObject(stub, (_, state) => {
      state.storage.sql.exec(
        "UPDATE photos SET uploaded_at = ? WHERE id = ?",
        new Date(Date.now() - 61 * 60_000).toISOString(),
        waiting,
      );
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stored(jarId, waiting)).toBeNull();
    expect(await stored(jarId, fresh)).not.toBeNull();
    expect((await write(jarId, guest, "늦은 편지", { writerName: "민지", photoId: waiting })).status).toBe(400);
    expect((await write(jarId, guest, "제때 편지", { writerName: "민지", photoId: fresh })).status).toBe(201);
  });

  it("lists and deletes a member's photos, or the jar's, for a departure (photoKeys, deletePhotos)", async () => {
    const { jarId } = await makeJar(creator);
    const photoId = await photoIdOf(await upload(jarId, writer, cleanJpeg()));
    expect((await write(jarId, writer, "사진 편지", { photoId })).status).toBe(201);
    const guest: Caller = {};
    const guestPhoto = await photoIdOf(await upload(jarId, guest, cleanJpeg()));
    const jar = jarObject(env, jarId);
    expect(await jar.photoKeys(writer.id)).toEqual([`jars/${jarId}/${photoId}`]);
    expect((await jar.photoKeys()).sort()).toEqual([`jars/${jarId}/${photoId}`, `jars/${jarId}/${guestPhoto}`].sort());
    await jar.deletePhotos(writer.id);
    expect(await stored(jarId, photoId)).toBeNull();
    expect(await stored(jarId, guestPhoto)).not.toBeNull();
    expect((await get(`/api/jar/${jarId}`, writer)).body.data.mine[0].photoUrl).toBeUndefined();
    await jar.deletePhotos();
    expect(await stored(jarId, guestPhoto)).toBeNull();
    expect(await jar.photoKeys()).toEqual([]);
  });

  it("comes to a jar made in the fifth round before photos: its tables get them on the first call", async () => {
    const jarId = "fifthRoundBeforePhotos1";
    await runInDurableObject(jarObject(env, jarId), (_, state) => {
      state.storage.sql.exec(`
        CREATE TABLE meta (only INTEGER PRIMARY KEY CHECK (only = 1), jar_id TEXT NOT NULL, creator_id INTEGER NOT NULL,
          creator_name TEXT NOT NULL, recipient_name TEXT NOT NULL, occasion TEXT NOT NULL, title TEXT NOT NULL,
          opens_on TEXT NOT NULL, keep_key TEXT NOT NULL, closed INTEGER NOT NULL DEFAULT 0, kept_by INTEGER,
          kept_at TEXT, created_at TEXT NOT NULL, anonymous_allowed INTEGER NOT NULL DEFAULT 0, thanks TEXT, thanks_at TEXT);
        CREATE TABLE letters (id INTEGER PRIMARY KEY AUTOINCREMENT, writer_key TEXT NOT NULL, writer_name TEXT NOT NULL,
          guest INTEGER NOT NULL, content TEXT NOT NULL, stamp_id INTEGER NOT NULL, written_at TEXT NOT NULL,
          hidden INTEGER NOT NULL DEFAULT 0, anonymous INTEGER NOT NULL DEFAULT 0, reaction TEXT);
        INSERT INTO meta (only, jar_id, creator_id, creator_name, recipient_name, occasion, title, opens_on, keep_key, created_at)
          VALUES (1, '${jarId}', ${creator.id}, '김꿀벌', '이달콤', 'FAREWELL', '사진 전 꿀단지', '2099-01-01', '${"K".repeat(22)}',
          '2026-11-20T00:00:00.000Z');
        INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at)
          VALUES ('m:${writer.id}', '박성실', 0, '사진 전 편지', 1, '2026-11-21T00:00:00.000Z');`);
    });
    const guest: Caller = {};
    const photoId = await photoIdOf(await upload(jarId, guest, cleanJpeg()));
    expect((await write(jarId, guest, "이제 사진도", { writerName: "민지", photoId })).status).toBe(201);
    const view = (await get(`/api/jar/${jarId}`, creator)).body.data;
    expect(view.letters.map((l: { content: string; photoUrl?: string }) => [l.content, l.photoUrl])).toEqual([
      ["사진 전 편지", undefined],
      ["이제 사진도", `/api/jar/${jarId}/photos/${photoId}`],
    ]);
  });
});
