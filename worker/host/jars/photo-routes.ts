// /api/jar/{jarId}/photos (docs/api.md fifth round, decision 039): a writer uploads a photo for a letter; whoever
// may read the letter reads the photo. The bytes go to R2 (JAR_PHOTOS) only after the host has read their
// type and size from the bytes themselves and dropped their metadata (photo-strip.ts); the jar's object
// holds the jar's photo bytes and the writer's limits (jar-photos.ts) and decides who may read (jar-store.ts).
import { Hono } from "hono";
import {
  PHOTO_BYTES_MAX,
  PHOTO_MESSAGES,
  PHOTO_SIDE_MAX,
  PhotoParamsSchema,
  type UploadedPhoto,
} from "../../contract/jar-photos";
import { JarParamsSchema } from "../../contract/jar-requests";
import { fail, ok } from "../../lib/errors";
import type { AppEnv } from "../../lib/types";
import { params } from "../../lib/validate";
import { optionalMember } from "../auth/optional-member";
import { jarToday } from "./jar-clock";
import { photoKey } from "./jar-photos";
import { PHOTO_TYPES, type PhotoType, stripPhoto } from "./photo-strip";
import { callerOf, jarObject, randomToken, unwrap, writerOf } from "./routes";

/** A photo changes only by a new upload (a new id): the reader's browser may keep it a day, never a shared cache. */
const PHOTO_CACHE = "private, max-age=86400";

/** The request's body, or null past `max` bytes: told by Content-Length, else counted while it is read. */
const readCapped = async (request: Request, max: number): Promise<Uint8Array | null> => {
  if (Number(request.headers.get("Content-Length") ?? 0) > max) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const read = reader ? await reader.read() : { done: true as const, value: undefined };
    if (read.done) break;
    total += read.value.byteLength;
    if (total > max) {
      await reader?.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
};

export const jarPhotoRoutes = new Hono<AppEnv>()
  .post("/:jarId/photos", optionalMember, params(JarParamsSchema), async (c) => {
    const { jarId } = c.req.valid("param");
    const declared = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() as PhotoType | undefined;
    if (!declared || !PHOTO_TYPES.includes(declared)) return fail(415, PHOTO_MESSAGES.wrongType);
    const body = (await readCapped(c.req.raw, PHOTO_BYTES_MAX)) ?? fail(413, PHOTO_MESSAGES.tooBig);
    const photo = stripPhoto(body);
    if (!photo || photo.type !== declared) return fail(415, PHOTO_MESSAGES.wrongType);
    // Pixels past the limit answer 413 like bytes past it (docs/api.md, the photo call).
    if (photo.width > PHOTO_SIDE_MAX || photo.height > PHOTO_SIDE_MAX) return fail(413, PHOTO_MESSAGES.tooManyPixels);
    const photoId = randomToken();
    const jar = jarObject(c.env, jarId);
    const reservation = { photoId, readToken: randomToken(), size: photo.bytes.byteLength, type: photo.type };
    unwrap(await jar.reservePhoto(await writerOf(c), reservation));
    try {
      await c.env.JAR_PHOTOS.put(photoKey(jarId, photoId), photo.bytes, { httpMetadata: { contentType: photo.type } });
    } catch (error) {
      await jar.releasePhoto(photoId);
      throw error;
    }
    return ok<UploadedPhoto>(c, { photoId }, 201);
  })
  // 404, never 403, to whoever may not read it: a photo's existence is its letter's.
  .get("/:jarId/photos/:photoId", optionalMember, params(PhotoParamsSchema), async (c) => {
    const { jarId, photoId } = c.req.valid("param");
    const key = c.req.query("key");
    const found = await jarObject(c.env, jarId).photo(await callerOf(c), photoId, jarToday(jarId), key);
    if (!found.ok) return fail(404, PHOTO_MESSAGES.notFound);
    const object = await c.env.JAR_PHOTOS.get(found.data.key);
    if (!object) return fail(404, PHOTO_MESSAGES.notFound);
    return new Response(object.body, {
      headers: {
        "Content-Type": found.data.type,
        "Content-Length": String(object.size),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": PHOTO_CACHE,
        "Content-Disposition": "inline",
      },
    });
  });
