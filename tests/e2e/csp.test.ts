// One policy per page, built from the configuration: every document the real worker serves (client
// routes, the praise landing, unknown paths) carries exactly the CSP that worker/edge/security.ts
// builds from this environment's Kakao origins (here the emulators' own origin), and static files
// carry no second one.
import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { DRAWN_PAGE_NAMES, DRAWN_PAGES } from "../../web/drawn/pages";
import { contentSecurityPolicy } from "../../worker/edge/security";

const baseURL = inject("baseURL");
const emulatorURL = inject("emulatorURL");

const config = {
  KAKAO_SDK_URL: `${emulatorURL}/__dev/kakao-sdk.js`,
  KAKAO_API_ORIGIN: `${emulatorURL}/__dev/kakao`,
};
const expected = contentSecurityPolicy(config);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** The CSP sources for a document's inline <style> elements (a server-drawn page has its CSS inline). */
const inlineStyleHashes = (html: string) =>
  [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => sha256(css!));
/** …and for its inline scripts (a drawn page's tap holder; a JSON data block is never run, so not those). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, js]) => sha256(js!));

// The pages the worker draws before any JavaScript (decisions 013, 016), as web/drawn/pages.ts lists
// them; the others are the SPA shell. Drawn for anyone; a member's home (/) is drawn for their cookie
// only (worker/app.test.ts checks its policy), so without one / is the full app's document.
const SERVER_DRAWN = DRAWN_PAGE_NAMES.flatMap((name) => DRAWN_PAGES[name].samples);

const DOCUMENTS = [
  "/",
  "/login/kakao?code=x&state=y",
  "/group/1?tab=send",
  "/compliment/send/target",
  "/compliment/receive",
  "/no/such/page",
  ...SERVER_DRAWN,
];

describe("Content-Security-Policy", () => {
  it("names the emulators' SDK file (on another origin than the page's) and their API origin", () => {
    expect(new URL(emulatorURL).origin).not.toBe(new URL(baseURL).origin);
    expect(expected).toContain(`script-src 'self' ${emulatorURL}/__dev/kakao-sdk.js;`);
    expect(expected).toContain(`connect-src 'self' ${new URL(emulatorURL).origin}`);
  });

  it.each(DOCUMENTS)("%s: an HTML document with exactly that one policy", async (path) => {
    const res = await fetch(`${baseURL}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    // Two policies would arrive joined with ", " in one header value. Inline CSS and the inline script
    // are allowed by the hash of exactly their text, and only on the page that carries them.
    const html = await res.text();
    const styles = inlineStyleHashes(html);
    const scripts = inlineScriptHashes(html);
    expect(styles).toHaveLength(SERVER_DRAWN.includes(path) ? 1 : 0);
    expect(scripts).toHaveLength(SERVER_DRAWN.includes(path) ? 2 : 0); // the tap holder and the loader
    expect(res.headers.get("Content-Security-Policy")).toBe(
      contentSecurityPolicy(config, { styleHashes: styles, scriptHashes: scripts }),
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("static files: security headers, and no policy of their own", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    for (const path of [script!, "/sxs.css", "/images/logo.svg"]) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Security-Policy")).toBeNull();
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});
