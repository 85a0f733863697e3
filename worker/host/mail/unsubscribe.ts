// Leaving the Friday letter in one tap (decision 034, RFC 8058). Every letter carries
// `List-Unsubscribe: <origin/unsubscribe/<token>>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`:
// the mail app's POST turns the member's e-mail marketing consent off at once; a person who opens the
// link gets a page that asks once (a GET never changes anything: mail scanners follow links) and posts
// the same form. The token is the member's id MACed for this use under JWT_SECRET's keyring, so a
// forged or altered link changes nothing. No cookie is read or set: the link alone is the capability.
import { Hono } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { readConfig, readSecret } from "../../lib/config";
import { keyedMac } from "../../lib/keyed-mac";
import type { AppEnv } from "../../lib/types";
import { PRODUCT } from "./layout";

const mac = keyedMac("kkul-unsubscribe");
const message = (memberId: number) => `unsubscribe:${memberId}`;

/** `<memberId>.<kid>.<mac>`: the path segment of a member's unsubscribe link. */
export const unsubscribeToken = async (env: Env, memberId: number) =>
  `${memberId}.${await mac.sign(readSecret(env, "JWT_SECRET"), message(memberId))}`;

export const unsubscribeLink = async (env: Env, origin: string, memberId: number) =>
  `${origin}/unsubscribe/${await unsubscribeToken(env, memberId)}`;

/** The member a token speaks for, or null for anything forged, altered or malformed. */
const memberOf = async (env: Env, token: string): Promise<number | null> => {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const memberId = Number(match[1]);
  return (await mac.verify(readSecret(env, "JWT_SECRET"), message(memberId), match[2] as string)) ? memberId : null;
};

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans KR","Apple SD Gothic Neo",sans-serif;background:#fff8e1;color:#1f1f1f;word-break:keep-all}
main{max-width:440px;margin:0 auto;padding:48px 20px}.card{background:#fff;border-radius:16px;padding:28px 24px}
.brand{font-size:18px;font-weight:700;color:#b98500;margin:0 0 12px}h1{font-size:20px;line-height:1.4;margin:0 0 8px}
p{font-size:15px;line-height:1.6;color:#5c5c5c;margin:0 0 20px}
button,a.button{display:block;width:100%;min-height:48px;border:0;border-radius:12px;background:#ffc83d;color:#1f1f1f;font:inherit;font-size:16px;font-weight:700;text-align:center;text-decoration:none;line-height:48px;cursor:pointer}
a.button.secondary{background:#fff8e1;margin-top:8px}button:focus-visible,a.button:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}`;

const page = (title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) => html`<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | ${PRODUCT}</title>
    <link rel="stylesheet" href="/unsubscribe/style.css" />
  </head>
  <body>
    <main><div class="card"><p class="brand">${PRODUCT}</p>${body}</div></main>
  </body>
</html>`;

const MESSAGES = {
  invalid: "링크가 올바르지 않아요",
  invalidBody: "메일에 있는 링크를 다시 눌러주세요. 마이페이지에서도 수신 동의를 바꿀 수 있어요.",
  ask: "금요일 메일을 그만 받을까요?",
  askBody:
    "'이번 주 꿀단지' 메일과 이메일 마케팅 정보를 더 이상 보내지 않아요. 마이페이지에서 언제든 다시 받을 수 있어요.",
  confirm: "수신 거부하기",
  done: "수신을 거부했어요",
  doneBody: "이제 금요일 메일을 보내지 않아요. 다시 받고 싶으면 마이페이지에서 이메일 마케팅 수신에 동의해주세요.",
  home: "꿀단지로 가기",
} as const;

const invalidPage = () =>
  page(
    MESSAGES.invalid,
    html`<h1>${MESSAGES.invalid}</h1><p>${MESSAGES.invalidBody}</p><a class="button" href="/">${MESSAGES.home}</a>`,
  );

const donePage = () =>
  page(
    MESSAGES.done,
    html`<h1>${MESSAGES.done}</h1><p>${MESSAGES.doneBody}</p><a class="button" href="/">${MESSAGES.home}</a>`,
  );

/** Turns the member's e-mail marketing consent off (nothing when it already is, or they have left). */
const consentOff = (db: D1Database, memberId: number) =>
  db
    .prepare(
      `UPDATE consents SET email_marketing = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE member_id = ? AND email_marketing = 1`,
    )
    .bind(memberId)
    .run();

export const unsubscribeRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // An external praise host keeps its own members and mail; this worker's D1 has neither.
    if (readConfig(c.env).PRAISE_HOST) return c.notFound();
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    await next();
  })
  .get("/style.css", (c) => c.body(STYLE, 200, { "Content-Type": "text/css; charset=utf-8" }))
  .get("/:token", async (c) => {
    const memberId = await memberOf(c.env, c.req.param("token"));
    if (memberId === null) return c.html(invalidPage(), 404);
    const row = await c.env.DB.prepare("SELECT email_marketing FROM consents WHERE member_id = ?")
      .bind(memberId)
      .first<{ email_marketing: number }>();
    if (!row || row.email_marketing === 0) return c.html(donePage());
    return c.html(
      page(
        MESSAGES.ask,
        html`<h1>${MESSAGES.ask}</h1><p>${MESSAGES.askBody}</p>
          <form method="post"><button type="submit">${MESSAGES.confirm}</button></form>
          <a class="button secondary" href="/">${MESSAGES.home}</a>`,
      ),
    );
  })
  // RFC 8058's one-click POST (body `List-Unsubscribe=One-Click`) and the page's own form alike.
  .post("/:token", async (c) => {
    const memberId = await memberOf(c.env, c.req.param("token"));
    if (memberId === null) return c.html(invalidPage(), 404);
    await consentOff(c.env.DB, memberId);
    return c.html(donePage());
  });
