// What KakaoTalk's link scraper sees for /compliment/<uuid>: the real index.html with escaped meta.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { callApi } from "./support/api";
import { decodePng } from "./support/png";
import { login } from "./support/session";
import { deliverShare } from "./support/share";

const baseURL = inject("baseURL");
const hostile = '"><script>alert(1)</script>';
const screenshotDir = join(process.cwd(), "test-results", "screenshots");
mkdirSync(screenshotDir, { recursive: true });
let uuid: string;

const api = (path: string, token: string, body?: unknown) => callApi(baseURL, path, token, body);

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

beforeAll(async () => {
  const { accessToken } = await login(baseURL, "김꿀벌");
  const group = await api("/api/group", accessToken, { groupName: `미리보기-${Date.now() % 100000}` });
  uuid = (
    await api("/api/send-praise", accessToken, {
      content: `${hostile}\n두 번째 줄`,
      projectStatus: false,
      receiverName: "이달콤",
      groupId: group.groupId,
      honeyStampId: 2,
    })
  ).uuid;
});

describe("OG preview of /compliment/<uuid>", () => {
  it("is generic until the praise is delivered", async () => {
    const html = await (await fetch(`${baseURL}/compliment/${uuid}`)).text();
    expect(meta(html, "og:title")).toBe("꿀단지");
    expect(html).toContain("꿀을 찾을 수 없어요"); // as anyone but a member would see it
  });

  it("describes a delivered praise with every value escaped", async () => {
    expect(await deliverShare(baseURL, uuid)).toEqual({ webhookStatus: 200 });

    const page = await fetch(`${baseURL}/compliment/${uuid}`);
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).not.toContain(hostile);
    expect(meta(html, "og:title")).toBe("김꿀벌님이 이달콤님에게 꿀을 보냈어요");
    expect(meta(html, "og:description")).toBe("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(meta(html, "og:url")).toBe(`${baseURL}/compliment/${uuid}`);
    expect(meta(html, "og:image")).toBe(`${baseURL}/compliment/${uuid}/card.png`);
    expect(meta(html, "og:image:width")).toBe("800");
    expect(meta(html, "og:image:height")).toBe("400");
    expect(meta(html, "og:image:alt")).toBe("김꿀벌님이 이달콤님에게 보낸 센스 만점 꿀도장 칭찬 카드");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\n두 번째 줄"); // the letter, drawn
  });

  it("draws the praise's own card: an 800×400 PNG, cached for good once drawn", async () => {
    const first = await fetch(`${baseURL}/compliment/${uuid}/card.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const png = new Uint8Array(await first.arrayBuffer());
    expect([...png.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    const size = new DataView(png.buffer);
    expect([size.getUint32(16), size.getUint32(20)]).toEqual([800, 400]); // IHDR width, height
    // Not the generic image: a card of its own (the generic one is 1200×630).
    const generic = new Uint8Array(await (await fetch(`${baseURL}/images/og-default.png`)).arrayBuffer());
    expect(png.byteLength).not.toBe(generic.byteLength);
    writeFileSync(join(screenshotDir, "praise-card-800x400.png"), png);

    const again = await fetch(`${baseURL}/compliment/${uuid}/card.png`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(png);
  });

  it("draws emoji as colour images, not empty boxes", async () => {
    const { accessToken } = await login(baseURL, "김꿀벌");
    const group = await api("/api/group", accessToken, { groupName: `이모지-${Date.now() % 100000}` });
    const card = async (content: string) => {
      const { uuid: id } = await api("/api/send-praise", accessToken, {
        content,
        projectStatus: false,
        receiverName: "이달콤",
        groupId: group.groupId,
        honeyStampId: 2,
      });
      expect(await deliverShare(baseURL, id)).toEqual({ webhookStatus: 200 });
      const png = new Uint8Array(await (await fetch(`${baseURL}/compliment/${id}/card.png`)).arrayBuffer());
      // Red in the letter's column (right of the stamp, above the mark): only a heart can put it there.
      const pixels = decodePng(png);
      let red = 0;
      for (let y = 60; y < 320; y++)
        for (let x = 300; x < 770; x++) {
          const [r, g, b] = pixels.at(x, y);
          if (r > 180 && g < 90 && b < 100) red++;
        }
      return { png, red };
    };
    const plain = await card("회의 준비를 꼼꼼하게 해줘서 정말 고마워요");
    const hearts = await card("회의 준비를 꼼꼼하게 해줘서 정말 고마워요 ❤️ 🐝 ❤️");
    expect(plain.red).toBe(0);
    expect(hearts.red).toBeGreaterThan(200); // two Twemoji hearts at the letter's 24 px
    writeFileSync(join(screenshotDir, "praise-card-emoji-800x400.png"), hearts.png);
  });

  it("answers 8 first requests for one new card with the same drawn card (edge/pages/card-draws.ts)", async () => {
    const { accessToken } = await login(baseURL, "김꿀벌");
    const group = await api("/api/group", accessToken, { groupName: `동시-${Date.now() % 100000}` });
    const { uuid: id } = await api("/api/send-praise", accessToken, {
      content: "동시에 열어본 카드",
      projectStatus: false,
      receiverName: "이달콤",
      groupId: group.groupId,
      honeyStampId: 4,
    });
    expect(await deliverShare(baseURL, id)).toEqual({ webhookStatus: 200 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${baseURL}/compliment/${id}/card.png`)));
    const bodies = await Promise.all(answers.map(async (res) => new Uint8Array(await res.arrayBuffer())));
    for (const res of answers) expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(decodePng(bodies[0]!).width).toBe(800); // the praise's own card, not the 1200-wide generic one
  });

  it("answers the generic image, briefly cached, for an unknown or undelivered praise", async () => {
    for (const id of ["5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11", "not-a-uuid"]) {
      const res = await fetch(`${baseURL}/compliment/${id}/card.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    }
  });

  it("leaves the client routes under /compliment alone", async () => {
    for (const path of ["/compliment/send/target", "/compliment/receive"]) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(meta(html, "og:title")).toBeUndefined();
    }
  });
});
