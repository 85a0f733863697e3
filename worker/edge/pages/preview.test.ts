import { describe, expect, it } from "vitest";
import { escapeHtml, injectMeta, previewMeta } from "./preview";

const praise = {
  content: '"><script>alert(1)</script>\n둘째 줄은 미리보기에 안 나와요',
  senderName: "김<b>꿀벌",
  receiverName: "이'달콤",
  groupName: "우리 팀",
  groupId: -1,
  sendStatus: "DIRECT" as const,
  imageUrl: "/images/stamps/stamp-1.svg",
  stampName: "왕꼼꼼이",
};

describe("OG preview meta", () => {
  it("describes the praise (sender → receiver, first line) with every value escaped", () => {
    const meta = previewMeta("https://kkul.example", "/compliment/5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11", praise);
    expect(meta).not.toContain("<script>");
    expect(meta).not.toContain('"><');
    expect(meta).toContain(
      '<meta property="og:description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(meta).toContain(
      '<meta property="og:title" content="김&lt;b&gt;꿀벌님이 이&#39;달콤님에게 꿀을 보냈어요" />',
    );
    expect(meta).toContain(
      '<meta property="og:url" content="https://kkul.example/compliment/5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11" />',
    );
    expect(meta).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(meta).not.toContain("둘째 줄");
  });

  it("falls back to a generic preview for an unknown or undelivered praise", () => {
    const meta = previewMeta("https://kkul.example", "/compliment/x", null);
    expect(meta).toContain('<meta property="og:title" content="꿀단지" />');
    expect(meta).toContain('og:image" content="https://kkul.example/images/og-default.png"');
  });

  it("cuts a long first line at 80 characters", () => {
    const meta = previewMeta("https://k.example", "/compliment/x", { ...praise, content: "꿀".repeat(120) });
    expect(meta).toContain(`content="${"꿀".repeat(79)}…"`);
  });

  it("goes into the page's head", () => {
    expect(injectMeta("<html><head><title>꿀단지</title></head><body></body></html>", "<meta />")).toMatch(
      /<meta \/>\n {2}<\/head>/,
    );
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });

  it("goes in as typed: `$` in a letter is never a replacement pattern", () => {
    const meta = previewMeta("https://k.example", "/compliment/x", { ...praise, content: "$` $' $& $$\n둘째 줄" });
    const page = injectMeta("<html><head><title>꿀단지</title></head><body></body></html>", meta);
    expect(page).toContain('<meta property="og:description" content="$` $&#39; $&amp; $$" />');
    expect(page.split("</head>")).toHaveLength(2);
    expect(page.split("<title>")).toHaveLength(2);
  });
});
