// The opening page's keep without script (decision 042; decision 036's "the key reads, a member
// keeps"). /jar/<id>/open is the full app's page, and its key travels in the fragment, which never
// reaches the worker: without script nothing can read it. So the page's shell carries, in place of
// its plain <noscript> line, a form that keeps the jar for the member logged in: the key in a hidden
// field when the address carried it where the worker sees it (a link shared before as ?key=), else a
// field for the opening link they were sent, pasted whole. With the key in the address, the form is
// drawn in the page's root instead, so it works before the scripts arrive too. The post becomes the app's own keep call;
// kept (or kept already), the member's home, where the jar is one of their groups.
import { type Context, Hono } from "hono";
import { GENERIC_ERROR } from "../../contract/errors";
import type { AppEnv } from "../../lib/types";
import { sessionCookieOf } from "../session/cookie";
import type { Reenter } from "../session/internal";
import { indexDocument } from "./build-files";
import { callAsPage, formFromUs, refusedFormPage, refuseForm } from "./form-post";
import { isJarId } from "./jar-preview";
import { MEMBER_PAGE, withCookies } from "./member-api";
import { escapeHtml } from "./preview";

const KEY = /^[A-Za-z0-9_-]{22,64}$/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/** The key in what was sent: the key itself, or an opening link with `key=` in its fragment or query. */
export const keyIn = (text: string) => {
  const trimmed = text.trim();
  if (KEY.test(trimmed)) return trimmed;
  return /[#?&]key=([A-Za-z0-9_-]{22,64})(?![A-Za-z0-9_-])/.exec(trimmed)?.[1] ?? null;
};

const OPENING_LINK_NEEDED = "받은 여는 링크를 붙여넣어 주세요.";

/** The form drawn inside <noscript>: for a member, keep; for anyone else, the way to log in first. */
const keepForm = (jarId: string, member: boolean, key: string | null, message?: string) => {
  const alert = message ? `<p role="alert">${escapeHtml(message)}</p>` : "";
  if (!member)
    return `<main><h1>꿀단지 열기</h1>${alert}<p>꿀단지에 간직하려면 먼저 로그인해주세요.</p><p><a href="/login">로그인하기</a></p></main>`;
  const field = key
    ? `<input type="hidden" name="key" value="${escapeHtml(key)}" />`
    : `<p>자바스크립트가 꺼져 있으면 주소 속 열쇠를 읽을 수 없어요. 받은 여는 링크를 그대로 붙여넣어 주세요.</p>
<p><label for="opening-link">받은 여는 링크</label><br /><input id="opening-link" name="key" type="url" autocomplete="off" /></p>`;
  return `<main><h1>꿀단지 열기</h1>${alert}<form method="post" action="/jar/${jarId}/open" aria-label="꿀단지에 간직하기">${field}<button type="submit">꿀단지에 간직하기</button></form></main>`;
};

export const jarOpenForm = (reenter: Reenter) => {
  const pages = new Hono<AppEnv>();

  /** The full app's shell with the keep form for a page without script, never cached (it names the session). */
  const shell = async (c: Context<AppEnv>, jarId: string, key: string | null, status = 200, message?: string) => {
    const index = await indexDocument(c.env.ASSETS, new URL(c.req.url)).catch(() => null);
    if (!index) return null;
    const member = Boolean(sessionCookieOf(c.req.header("Cookie")));
    const form = keepForm(jarId, member, key, message);
    // A member whose address carried the key needs nothing from the scripts to keep the jar: the
    // form is the page's own markup until the app takes the root over (and says nothing twice
    // without script). Else it waits in <noscript>, for a page without script only.
    const html =
      member && key
        ? index.html.replace('<div id="root"></div>', () => `<div id="root">${form}</div>`).replace(NOSCRIPT, "")
        : index.html.replace(NOSCRIPT, () => `<noscript>${form}</noscript>`);
    return c.html(html, status as 200, MEMBER_PAGE);
  };

  pages.get("/jar/:jarId/open", async (c, next) => {
    const jarId = c.req.param("jarId");
    if (!isJarId(jarId)) return next();
    return (await shell(c, jarId, keyIn(c.req.query("key") ?? ""))) ?? next();
  });

  pages.post("/jar/:jarId/open", async (c, next) => {
    const jarId = c.req.param("jarId");
    if (!isJarId(jarId)) return next();
    if (!formFromUs(c)) return refuseForm(c);
    const sent = (await c.req.parseBody()).key;
    const key = keyIn(typeof sent === "string" ? sent : "");
    if (!key) {
      const page = await shell(c, jarId, null, 400, OPENING_LINK_NEEDED);
      return page ? refusedFormPage(page) : c.text(OPENING_LINK_NEEDED, 400);
    }
    const path = `/api/jar/${encodeURIComponent(jarId)}/keep`;
    const res = await callAsPage(c, reenter, { method: "POST", path, body: { keepKey: key } });
    const cookies = res.headers.getSetCookie();
    if (res.ok || res.status === 409) {
      const home = new Response(null, { status: 303, headers: { Location: "/", "Cache-Control": "no-store" } });
      return withCookies(home, cookies);
    }
    const message = (await res.json<{ message?: string }>().catch(() => null))?.message ?? GENERIC_ERROR;
    const page = await shell(c, jarId, key, res.status, message);
    return page
      ? refusedFormPage(withCookies(page, cookies))
      : withCookies(c.text(message, res.status as 400), cookies);
  });

  return pages;
};
