// A shared jar's card (GET /jar/<jarId>/card.png, decision 024): the image KakaoTalk shows for the
// writing link — an 800×400 PNG drawn for the jar, kept a day (it names no count, so it never
// changes) — and the generic preview image, briefly, for an id that names no jar.
import { beforeAll, describe, expect, it } from "vitest";
import { kstDay } from "../../contract/jar";
import { OCCASION_THEMES } from "../../contract/occasion";
import { kakaoIdForNickname } from "../../dev/test-users";
import { addDays } from "../../host/jars/jar-clock";
import { jarObjectCalls } from "../../host/jars/routes";
import { cardFiles, genericImage } from "../../test/card-files";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let token: string;
beforeAll(async () => {
  await registerMember("김꿀벌", kakaoIdForNickname("김꿀벌"));
  token = (await loginAs("김꿀벌")).accessToken;
});

const card = async (jarId: string, query = "") => {
  const res = await call(`/jar/${jarId}/card.png${query}`, {}, cardFiles);
  return { res, png: new Uint8Array(await res.arrayBuffer()) };
};
/** Width and height from the PNG's IHDR chunk. */
const sizeOf = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

/** The top-left pixel's RGB: the image data inflated, the first row's first pixel (no filter changes it). */
const cornerOf = async (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.slice(at + 4, at + 8));
    if (type === "IDAT") chunks.push(png.slice(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const inflated = new Blob(chunks).stream().pipeThrough(new DecompressionStream("deflate"));
  const head = (await inflated.getReader().read()).value as Uint8Array;
  return [head[1]!, head[2]!, head[3]!];
};

describe("GET /jar/:jarId/card.png", () => {
  it("draws the jar's own card: an 800×400 PNG, kept a day, the same bytes for the next reader", async () => {
    const made = await call("/api/jar", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({
        recipientName: "이달콤",
        occasion: "FAREWELL",
        title: "달콤님 잘 가요",
        opensOn: kstDay(Date.now()),
      }),
    });
    expect(made.status).toBe(201);
    const { jarId } = (await made.json<{ data: { jarId: string } }>()).data;

    const first = await card(jarId);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("Content-Type")).toBe("image/png");
    expect(first.res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect([...first.png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(sizeOf(first.png)).toEqual([800, 400]);
    expect(first.png).not.toEqual(await genericImage());

    // The next reader's copy is the stored one: the jar's object is not asked again.
    const calls = jarObjectCalls.count;
    const again = await card(jarId);
    expect(jarObjectCalls.count).toBe(calls);
    expect(again.res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(again.png).toEqual(first.png);
  }, 60_000); // the first card in a run loads satori and resvg: seconds on a busy machine

  it("draws each occasion in its own colours and picture: the same words, another card (decision 044)", async () => {
    const cardFor = async (occasion: string) => {
      const made = await call("/api/jar", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...bearer(token) },
        body: JSON.stringify({ recipientName: "이달콤", occasion, title: "달콤님께", opensOn: kstDay(Date.now()) }),
      });
      expect(made.status).toBe(201);
      const { jarId } = (await made.json<{ data: { jarId: string } }>()).data;
      const drawn = await card(jarId);
      expect(drawn.res.headers.get("Cache-Control")).toBe("public, max-age=86400");
      return drawn.png;
    };
    const farewell = await cardFor("FAREWELL");
    const birthday = await cardFor("BIRTHDAY");
    expect(sizeOf(birthday)).toEqual([800, 400]);
    expect(birthday).not.toEqual(farewell);
    // Each card's corner is its occasion's soft tint (the gradient's first stop), not the honey's cream.
    const near = (rgb: number[], hex: string) =>
      rgb.every((value, i) => Math.abs(value - Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= 3);
    expect(near(await cornerOf(farewell), OCCASION_THEMES.FAREWELL.soft), String(await cornerOf(farewell))).toBe(true);
    expect(near(await cornerOf(birthday), OCCASION_THEMES.BIRTHDAY.soft), String(await cornerOf(birthday))).toBe(true);
  }, 60_000);

  it.each([
    ["a jar that does not exist", "AAAAAAAAAAAAAAAAAAAAAA"],
    ["an id that cannot be a jar's", "short"],
  ])("answers %s with the generic preview image (200), kept a minute", async (_, jarId) => {
    const { res, png } = await card(jarId);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(png).toEqual(await genericImage());
    expect(sizeOf(png)).toEqual([1200, 630]);
  });

  it("draws the creator's nudge with the progress as it was when shared, and never a count the jar has not reached", async () => {
    const today = kstDay(Date.now());
    const made = await call("/api/jar", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({ recipientName: "박성실", occasion: "THANKS", opensOn: addDays(today, 2) }),
    });
    const { jarId } = (await made.json<{ data: { jarId: string } }>()).data;
    const letter = await call(`/api/jar/${jarId}/letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({ content: "고마워요", honeyStampId: 51 }),
    });
    expect(letter.status).toBe(201);

    const plain = (await card(jarId)).png;
    const nudge = await card(jarId, `?drops=1&on=${today}`);
    expect(nudge.res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(sizeOf(nudge.png)).toEqual([800, 400]);
    expect(nudge.png).not.toEqual(plain); // '꿀방울 1개 · D-2' where the plain card names the day
    // More drops than the jar holds, a day not come yet, or a malformed ask: the plain card.
    for (const query of [`?drops=99&on=${today}`, `?drops=1&on=${addDays(today, 1)}`, "?drops=1&on=someday"])
      expect((await card(jarId, query)).png, query).toEqual(plain);
  }, 60_000);
});
