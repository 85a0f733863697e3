// A shared jar's writing page at the edge (decision 024): drawn before any JavaScript with its
// preview, the same cached page for every reader, the letters never in it, hostile text as text, and a
// member's own view for their cookie alone.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DRAWN_PAGES } from "#drawn/pages";
import { JAR_MESSAGES, kstDay } from "../../contract/jar";
import { kakaoIdForNickname } from "../../dev/test-users";
import { addDays } from "../../host/jars/jar-clock";
import { jarObjectCalls } from "../../host/jars/routes";
import { browserLogin, pageCall, SESSION_COOKIE } from "../../test/browser";
import { built } from "../../test/built-client";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";
import { aDayPasses } from "../../test/jar-kit";
import { inlineHash } from "./documents";
import { forgetKeptPage } from "./kept-pages";

const JAR_SEED_ID = DRAWN_PAGES.jar.seed.id;

let token: string;
let cookie: string;

const makeJar = async (body: Record<string, unknown>) => {
  await aDayPasses();
  const res = await call("/api/jar", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ occasion: "FAREWELL", opensOn: kstDay(Date.now()), ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ data: { jarId: string } }>()).data.jarId;
};

const guestLetter = (jarId: string, content: string) =>
  call(`/api/jar/${jarId}/letters`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Kkul-Request": "1", Origin: "http://app.test" },
    body: JSON.stringify({ content, honeyStampId: 12, writerName: "민지" }),
  });

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(path, { headers }, built);
  return { res, html: await res.text() };
};

beforeAll(async () => {
  await registerMember("김꿀벌", kakaoIdForNickname("김꿀벌"));
  token = (await loginAs("김꿀벌")).accessToken;
  ({ cookie } = await browserLogin("김꿀벌"));
});

describe("GET /jar/:jarId", () => {
  it("is drawn for anyone: who it is for, the occasion, the drops, its preview and card; never a letter", async () => {
    const jarId = await makeJar({ recipientName: "이달콤", title: "달콤님 잘 가요" });
    expect((await guestLetter(jarId, "비밀로 해주세요 편지")).status).toBe(201);
    const { res, html } = await page(`/jar/${jarId}`);
    expect(res.status).toBe(200);
    expect(html).toContain("달콤님 잘 가요");
    expect(html).toContain("To. <!-- -->이달콤");
    expect(html).toContain("송별");
    expect(html).toMatch(/꿀방울 <strong[^>]*>1<\/strong>개/);
    expect(html).toContain('<meta property="og:title" content="달콤님 잘 가요" />');
    expect(html).toContain(`<meta property="og:image" content="http://app.test/jar/${jarId}/card.png" />`);
    // The drawn entry and the jar's chunks, loaded after the first frame (decision 032).
    expect(html).toMatch(
      /<script type="application\/json" id="drawn-chunks">\{"entry":"\/assets\/drawn-abc\.js",[^<]*"\/assets\/jar-abc\.js"/,
    );
    expect(html).toContain(`id="${JAR_SEED_ID}"`);
    expect(html).not.toContain("비밀로 해주세요");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=10");
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(res.headers.get("Content-Security-Policy")).toContain(await inlineHash(css));
    // The farewell's colours and picture (decision 044): a rule in the hashed stylesheet, never a style
    // attribute, which the policy would refuse.
    expect(css).toMatch(/--occasion-soft:\s*#EEF5FF/i);
    expect(html).not.toMatch(/<[^>]+\sstyle="/);
    expect(html).toContain('src="/images/occasions/farewell.svg"');
  });

  it("shows the stamps gathered so far, each with its count, and the days left until it opens (D-N)", async () => {
    const opensOn = addDays(kstDay(Date.now()), 5);
    const jarId = await makeJar({ recipientName: "이달콤", title: "도장 모으는 단지", opensOn });
    expect((await guestLetter(jarId, "센스 있어요")).status).toBe(201);
    expect((await guestLetter(jarId, "또 센스 있어요")).status).toBe(201);
    const asMember = await call(`/api/jar/${jarId}/letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({ content: "늘 성실해요", honeyStampId: 14 }),
    });
    expect(asMember.status).toBe(201);
    const { html } = await page(`/jar/${jarId}`);
    const stamps = /<ul[^>]*aria-label="모인 꿀도장"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    const items = stamps.split("</li>").filter((item) => item.includes("<li"));
    expect(items).toHaveLength(2);
    // The farewell's own stamps (migration 0022), drawn from the catalogue the page asked for its occasion.
    const item = (n: number) => items.find((li) => li.includes(`/images/stamps/farewell-${n}.svg`)) ?? "";
    expect(item(2)).toContain("×<!-- -->2");
    expect(item(2)).toContain("새 출발 응원 2개");
    expect(item(4)).toContain("×<!-- -->1");
    expect(item(4)).toContain("잊지 않을게요 1개");
    expect(html).toMatch(/꿀방울 <strong[^>]*>3<\/strong>개/);
    expect(html).toMatch(/>D-5</);
    const [, month, day] = opensOn.split("-").map(Number);
    expect(html).toContain(`${month}월 ${day}일에 열려요`);
  });

  it("serves every reader the same kept page: a letter a moment later waits for the page's short life", async () => {
    const jarId = await makeJar({ recipientName: "박성실" });
    const first = await page(`/jar/${jarId}`);
    expect((await guestLetter(jarId, "조금 늦은 편지")).status).toBe(201);
    const second = await page(`/jar/${jarId}`);
    expect(second.html).toBe(first.html);
    expect(second.res.headers.get("X-Request-Id")).not.toBe(first.res.headers.get("X-Request-Id"));
  });

  it("asks the jar's object once for a wave of readers arriving together, however many they are", async () => {
    const jarId = await makeJar({ recipientName: "이달콤", title: "한꺼번에 열어요" });
    const before = jarObjectCalls.count;
    const pages = await Promise.all(Array.from({ length: 12 }, () => page(`/jar/${jarId}`)));
    expect(pages.map((p) => p.res.status)).toEqual(Array(12).fill(200));
    expect(pages.every((p) => p.html.includes("한꺼번에 열어요"))).toBe(true);
    expect(jarObjectCalls.count - before).toBe(1);
  });

  it("draws hostile text as text, in the page and in its preview", async () => {
    const jarId = await makeJar({ recipientName: "<b>달콤", title: `"><script>1</script>` });
    const { html } = await page(`/jar/${jarId}`);
    expect(html).not.toContain("<script>1</script>");
    expect(html).not.toContain("<b>달콤");
    expect(html).toContain("&lt;b&gt;달콤");
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;1&lt;/script&gt;"');
  });

  it("keeps `$` in the title and the recipient's name as typed, in the page and in its preview", async () => {
    const jarId = await makeJar({ recipientName: "$'달콤$&", title: "$` 잘 가요 $$" });
    const { html } = await page(`/jar/${jarId}`);
    for (const tag of ["<head>", "</head>", "<body>", "</body>", "<title>"])
      expect(html.split(tag), tag).toHaveLength(2);
    expect(html).toContain('<meta property="og:title" content="$` 잘 가요 $$" />');
    expect(html).toContain("To. <!-- -->$&#x27;달콤$&amp;");
  });

  it("draws hostile text in every field as text — anyone's page, its cached copies and the creator's view — the seed whole in its script", async () => {
    // Each field as long as it may be: a name 8, a title 20, a letter 180 (SPEC §9). U+2028 ends a
    // line in old JavaScript; `$&`, `` $` ``, `$'` are replacement patterns; `{{` a template's.
    const recipient = `"><img$'`;
    const title = '</script>$&$`\u2028{{"';
    const guestWriter = "<i>$&{{";
    const attack = `</script><script>alert(1)</script>\n"><img src=x onerror=alert(1)>`;
    const patterns = "$& $` $' {{constructor}} a\u2028b";
    const jarId = await makeJar({ recipientName: recipient, title });
    const letter = (content: string, headers: Record<string, string>, writerName?: string) =>
      call(`/api/jar/${jarId}/letters`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ content, honeyStampId: 12, ...(writerName ? { writerName } : {}) }),
      });
    const guest = { "X-Kkul-Request": "1", Origin: "http://app.test" };
    expect((await letter(attack, guest, guestWriter)).status).toBe(201);
    expect((await letter(patterns, bearer(token))).status).toBe(201);
    const plain = await page(`/jar/${await makeJar({ recipientName: "이달콤", title: "평범한 꿀단지" })}`);

    const seedOf = (html: string) => {
      const text = new RegExp(`<script type="application/json" id="${JAR_SEED_ID}">([\\s\\S]*?)</script>`).exec(
        html,
      )?.[1];
      expect(text).toBeDefined();
      expect(text).not.toContain("<");
      return JSON.parse(text ?? "null");
    };
    const count = (html: string, tag: string) => html.split(tag).length - 1;
    /** No field opened a tag or ended one: the document's skeleton and its scripts as a plain jar's. */
    const drawnAsText = (html: string) => {
      for (const tag of ["<head>", "</head>", "<body>", "</body>", "<title>"]) expect(count(html, tag), tag).toBe(1);
      expect(count(html, "<script")).toBe(count(plain.html, "<script"));
      expect(count(html, "</script>")).toBe(count(plain.html, "</script>"));
      for (const raw of ["<img$", "<img src=x", "<script>alert(1)", "</script>$", "<i>$"])
        expect(html).not.toContain(raw);
      expect(html).toContain("To. <!-- -->&quot;&gt;&lt;img$&#x27;");
      expect(html).toContain("&lt;/script&gt;$&amp;$`\u2028{{&quot;");
    };

    const first = await page(`/jar/${jarId}`);
    drawnAsText(first.html);
    expect(first.html).not.toContain("alert(1)");
    expect(seedOf(first.html).view).toMatchObject({ title, recipientName: recipient, letterCount: 2 });
    expect(first.html).toContain('<meta property="og:title" content="&lt;/script&gt;$&amp;$`\u2028{{&quot;" />');
    expect(first.html).toContain(
      '<meta property="og:description" content="&quot;&gt;&lt;img$&#39;님에게 전할 송별 편지를 함께 모아요. 지금 꿀방울 2개 · D-DAY." />',
    );
    expect(first.html).toContain(
      '<meta property="og:image:alt" content="&quot;&gt;&lt;img$&#39;님을 위한 송별 꿀단지" />',
    );

    // The copy every reader gets: from this isolate's memory, then from the Cache API, the same bytes.
    expect((await page(`/jar/${jarId}`)).html).toBe(first.html);
    const key = `http://app.test/jar/${jarId}?build=index-abc.js`;
    const cached = await vi.waitUntil(async () => (await caches.open("jar-pages")).match(key));
    expect(await cached.text()).toBe(first.html);
    forgetKeptPage(key);
    const fromCache = await page(`/jar/${jarId}`);
    expect(fromCache.html).toBe(first.html);

    // The creator's view, every letter in it, drawn for their cookie alone.
    const own = await page(`/jar/${jarId}`, { Cookie: `${SESSION_COOKIE}=${cookie}` });
    expect(own.res.headers.get("Cache-Control")).toBe("private, no-store");
    drawnAsText(own.html);
    expect(own.html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(own.html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(own.html).toContain("From. <!-- -->&lt;i&gt;$&amp;{{");
    expect(own.html).toContain("$&amp; $` $&#x27; {{constructor}} a\u2028b");
    expect(
      seedOf(own.html)
        .view.letters.map((l: { content: string }) => l.content)
        .sort(),
    ).toEqual([attack, patterns].sort());
  });

  it("draws the creator's own view — every letter — for their cookie alone, never kept for anyone", async () => {
    const jarId = await makeJar({ recipientName: "최열정" });
    expect((await guestLetter(jarId, "열정님 최고예요")).status).toBe(201);
    const own = await page(`/jar/${jarId}`, { Cookie: `${SESSION_COOKIE}=${cookie}` });
    expect(own.html).toContain("열정님 최고예요");
    expect(own.html).toContain("모인 편지");
    expect(own.res.headers.get("Cache-Control")).toBe("private, no-store");
    const anyone = await page(`/jar/${jarId}`);
    expect(anyone.html).not.toContain("열정님 최고예요");
    // The member's session reads through the browser's backend as their API calls do.
    expect((await pageCall(cookie, `/api/jar/${jarId}`)).status).toBe(200);
  });

  it("a jar its creator closed refuses a new letter in Korean (409), and its page says it is closed, offering no letter to write", async () => {
    const open = await page(`/jar/${await makeJar({ recipientName: "박성실" })}`);
    expect(open.html).toContain("박성실님에게 편지 쓰기");
    const jarId = await makeJar({ recipientName: "박성실" });
    const close = await call(`/api/jar/${jarId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({ closed: true }),
    });
    expect(close.status).toBe(200);
    const refused = await guestLetter(jarId, "늦은 편지");
    expect(refused.status).toBe(409);
    expect((await refused.json<{ message: string }>()).message).toBe(JAR_MESSAGES.closed);

    const views: Record<string, string>[] = [{}, { Cookie: `${SESSION_COOKIE}=${cookie}` }];
    for (const headers of views) {
      const { html } = await page(`/jar/${jarId}`, headers);
      expect(html).toContain("편지 받기를 마감한 꿀단지예요.");
      expect(html).not.toContain("박성실님에게 편지 쓰기");
    }
  });

  it("draws the not-found state for a jar that does not exist, and leaves /jar/new to the full app", async () => {
    const missing = await page("/jar/AAAAAAAAAAAAAAAAAAAAAA");
    expect(missing.html).toContain("꿀단지를 찾을 수 없어요.");
    expect(missing.html).toContain('<script type="application/json" id="drawn-chunks">{"entry":"/assets/drawn-abc.js"');
    const create = await page("/jar/new");
    expect(create.html).toContain("/assets/index-abc.js");
    expect(create.html).not.toContain(JAR_SEED_ID);
  });
});
