// The pages the worker draws, with React's server renderer running in workerd.
import { describe, expect, it, vi } from "vitest";
import { DRAWN_PAGES } from "#drawn/pages";
import type { HomeSeed } from "../../contract/home";
import { CHUNKS } from "../../test/built-client";
import { drawnDocument, inlineHash } from "./documents";
import { drawLanding as landingDocument } from "./landing-page";

const HOME_SEED_ID = DRAWN_PAGES.home.seed.id;
const LANDING_SEED_ID = DRAWN_PAGES.landing.seed.id;

// The shape of the built index.html (vite rewrites the entry's src; the rest is index.html's own).
const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>꿀단지</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/theme-abc.js">
    <link rel="stylesheet" href="/sxs.css" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>꿀단지를 사용하려면 자바스크립트를 켜주세요.</noscript>
  </body>
</html>`;

const UUID = "5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11";
const url = new URL(`https://kkul.example/compliment/${UUID}`);
const praise = {
  content: '</script><script>alert(1)</script>\n<img src=x onerror="alert(2)">덕분에 잘 끝났어요',
  senderName: "김<b>꿀벌",
  receiverName: "이달콤",
  groupName: "우리 팀",
  groupId: -1,
  sendStatus: "DIRECT" as const,
  imageUrl: "/images/stamps/stamp-2.svg",
  stampName: "왕꼼꼼이",
};
const chunks = CHUNKS;

/** Replacement patterns of String.replace: were user text a pattern, each would paste part of the page. */
const PATTERNS = "$` $' $& $$";

/** One document, whole: a single head and body, and nothing of the page pasted into itself. */
const expectWhole = (html: string) => {
  for (const tag of ["<html", "<head>", "</head>", "<body>", "</body>", "</html>", "<title>"])
    expect(html.split(tag), tag).toHaveLength(2);
};

const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf(`<script type="application/json"`, start));
};
/** The entry and chunks the loader asks for after the first frame. */
const chunksOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="drawn-chunks">(.*?)<\/script>/s.exec(html)![1]!);
const seedOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${LANDING_SEED_ID}">(.*?)</script>`, "s").exec(html)![1]!);

describe("the praise landing drawn by the worker", () => {
  it("shows the praise in the body, every user text as text, and hands the same praise to the client", async () => {
    const { html } = await landingDocument(INDEX, url, { praise }, chunks);
    const root = rootOf(html);
    expect(root).toContain("이달콤님에게 꿀이 도착했어요!");
    expect(root).toContain("김&lt;b&gt;꿀벌");
    expect(root).toContain("우리 팀");
    expect(root).toContain("덕분에 잘 끝났어요");
    expect(root).toContain("왕꼼꼼이 꿀도장");
    expect(root).toContain("로그인하고 꿀 저장하기");
    expect(root).toContain('src="/images/stamps/stamp-2.svg"');
    // Markup typed into a letter stays characters: no element of it exists in the page.
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain('<img src=x onerror="alert(2)">');
    // The tap holder, the chunk list and its loader, and the data block, nothing else.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(seedOf(html)).toEqual({ uuid: UUID, praise });
    expect(html).not.toContain("<noscript>");
  });

  it("draws a keeper's own view whole — the answer, the relay — with nothing of the browser's read on the way", async () => {
    // The worker has no localStorage and no client settings: a part that reads them while it is drawn
    // fails its Suspense boundary here, and the browser then throws the drawn HTML away (React #419).
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const kept = {
      ...praise,
      groupId: 7,
      receivePraiseId: 31,
      canReact: true,
      reaction: "THANKS" as const,
      relay: [
        { senderName: "박성실", receiverNames: ["김<b>꿀벌"], sentAt: "2026-11-19T09:00:00.000Z" },
        { senderName: "김<b>꿀벌", receiverNames: ["이달콤"], sentAt: "2026-11-20T09:00:00.000Z" },
      ],
      relayLength: 2,
    };
    const { html } = await landingDocument(INDEX, url, { praise: kept }, chunks, "member");
    const root = rootOf(html);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(root).toContain("김&lt;b&gt;꿀벌님에게 꿀로 답하기");
    expect(root).toMatch(/칭찬 릴레이 · (<!-- -->)?2(<!-- -->)?번째 릴레이/);
    expect(root).toContain("박성실 → 김&lt;b&gt;꿀벌 → 이달콤");
    expect(root).not.toContain("<!--$!-->"); // no boundary left for the browser to draw instead
  });

  it("keeps `$` in names and letters as typed: no replacement pattern pastes the page into itself", async () => {
    const dollars = {
      ...praise,
      content: `${PATTERNS}\n둘째 줄 $'`,
      senderName: "김$`꿀벌",
      receiverName: "$'달콤$&",
    };
    const { html } = await landingDocument(INDEX, url, { praise: dollars }, chunks);
    expectWhole(html);
    expect(html).toContain(`<meta property="og:description" content="$\` $&#39; $&amp; $$" />`);
    expect(html).toContain('<meta property="og:title" content="김$`꿀벌님이 $&#39;달콤$&amp;님에게 꿀을 보냈어요" />');
    expect(seedOf(html)).toEqual({ uuid: UUID, praise: dollars });
  });

  it("inlines its CSS in place of the empty stitches sheet, allowed by exactly that text's hash", async () => {
    const { html, styleHashes } = await landingDocument(INDEX, url, { praise }, chunks);
    expect(html).not.toContain("/sxs.css");
    const styles = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain("--sxs{--sxs:0"); // stitches' markers: the client adopts this sheet
    expect(styleHashes).toEqual([await inlineHash(styles[0]!)]);
  });

  it("holds early taps with the first inline script in the head, and loads the page's scripts with the last, each allowed by exactly its hash", async () => {
    const { html, scriptHashes } = await landingDocument(INDEX, url, { praise }, chunks);
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(scriptHashes).toEqual([await inlineHash(scripts[0]!), await inlineHash(scripts[1]!)]);
    expect(scripts[0]).toContain("kkulReleaseTaps");
    // Before the stylesheet and the loader: it listens before the page can be tapped.
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf("<style>"));
    expect(html.indexOf(`<script>${scripts[0]}`)).toBeLessThan(html.indexOf(`<script>${scripts[1]}`));
  });

  it("loads the drawn entry, not the full app, with every chunk it needs, after the first frame; the stamp at once", async () => {
    const { html } = await landingDocument(INDEX, url, { praise }, chunks);
    expect(chunksOf(html)).toEqual({
      entry: "/assets/drawn-abc.js",
      first: chunks.first,
      chunks: chunks.landing,
      path: { page: "landing", id: UUID }, // the page the entry hydrates, and its seed's block
      seed: LANDING_SEED_ID,
    });
    // Nothing of the page's JavaScript is fetched with the document: the loader asks for it.
    const markup = html.replace(/<script>.*?<\/script>/gs, "");
    expect(markup).not.toContain('<script type="module"');
    expect(markup).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain("index-abc.js");
    expect(html).toContain('observe({ type: "paint", buffered: true })');
    expect(html).toContain('<link rel="preload" as="image" href="/images/stamps/stamp-2.svg" />');
    expect(html).toContain('<meta property="og:image" content="https://kkul.example/compliment/');
  });

  it("renders SPEC's not-found texts for the host's 4xx, and the loading state when the host failed", async () => {
    const missing = { status: 404, message: "칭찬을 찾을 수 없어요." };
    const gone = await landingDocument(INDEX, url, { missing }, chunks);
    expect(rootOf(gone.html)).toContain("꿀을 찾을 수 없어요");
    expect(rootOf(gone.html)).toContain("아직 전달되지 않았거나 삭제된 꿀일 수 있어요.");
    expect(seedOf(gone.html)).toEqual({ uuid: UUID, missing });
    expect(gone.html).toContain('<meta property="og:title" content="꿀단지" />');

    const failed = await landingDocument(INDEX, url, { failed: true }, chunks);
    expect(rootOf(failed.html)).toContain("칭찬을 불러오는 중이에요");
    expect(failed.html).not.toContain(LANDING_SEED_ID);
  });

  it("draws /login the same for everyone: logo, taglines and the Kakao button, its chunk preloaded", async () => {
    const { html, styleHashes } = await drawnDocument(INDEX, new URL("/login", url), "login", null, chunks);
    const root = rootOf(`${html}<script type="application/json"`);
    expect(root).toContain("팀원에게 달콤한 칭찬을 전해보세요");
    expect(root).toContain("1분 만에 가입하고 칭찬 보내기");
    expect(root).toContain("카카오로 시작하기");
    expect(chunksOf(html)).toEqual({
      entry: "/assets/drawn-abc.js",
      first: chunks.first,
      chunks: chunks.login,
      path: { page: "login" },
      seed: null,
    });
    expect(html).not.toContain("index-abc.js");
    for (const file of chunks.landing) expect(html).not.toContain(file);
    expect(html).not.toContain(LANDING_SEED_ID);
    expect(html).not.toContain("og:title");
    const [css] = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(styleHashes).toEqual([await inlineHash(css!)]);
  });
});

describe("a member's home", () => {
  it("keeps `$` in the member's and groups' names as typed", async () => {
    const seed = {
      memberName: "김$`꿀벌",
      groups: [
        {
          groupId: 7,
          groupName: PATTERNS,
          orderIdx: 1,
          receiveCount: 0,
          sendCount: 0,
          groupMembers: [],
          hasNewReaction: false,
        },
      ],
      views: { view: "card" as const, stampView: "honey" as const },
    } satisfies HomeSeed;
    const { html } = await drawnDocument(INDEX, new URL("https://kkul.example/"), "home", seed, chunks);
    expectWhole(html);
    expect(html).toContain("안녕하세요, 김$`꿀벌님!");
    const data = new RegExp(`<script type="application/json" id="${HOME_SEED_ID}">(.*?)</script>`, "s").exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual(seed);
  });

  it("draws the member's greeting and first group, hands the data over, and loads the drawn entry", async () => {
    const seed = {
      memberName: "김<b>꿀벌",
      groups: [
        {
          groupId: 7,
          groupName: "</script><script>alert(1)</script>",
          orderIdx: 1,
          receiveCount: 2,
          sendCount: 1,
          groupMembers: [],
          hasNewReaction: false,
        },
      ],
      views: { view: "card" as const, stampView: "honey" as const },
    } satisfies HomeSeed;
    const { html, styleHashes, scriptHashes } = await drawnDocument(
      INDEX,
      new URL("https://kkul.example/"),
      "home",
      seed,
      chunks,
    );
    const root = /<div id="root">(.*)<\/div><template id="drawn-end">/s.exec(html)?.[1] ?? "";
    expect(root).toContain("안녕하세요, 김&lt;b&gt;꿀벌님!");
    expect(root).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    const data = new RegExp(`<script type="application/json" id="${HOME_SEED_ID}">(.*?)</script>`, "s").exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual(seed); // the group name inside cannot end the block early
    expect(data).not.toContain("</script>");
    expect(chunksOf(html)).toEqual({
      entry: "/assets/drawn-abc.js",
      first: chunks.first,
      chunks: chunks.home,
      path: { page: "home" },
      seed: HOME_SEED_ID,
    });
    expect(html).not.toContain("index-abc.js");
    // The CSP allows the one inline style and the two inline scripts (the tap holder, the loader) by their hashes.
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(scriptHashes).toEqual(await Promise.all(scripts.map(inlineHash)));
    const [css] = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(styleHashes).toEqual([await inlineHash(css!)]);
  });
});
