// KakaoTalk share emulator: a stand-in for Kakao's JS SDK (/__dev/kakao-sdk.js) and the server side
// of a share (/__dev/kakao/share), which — like KakaoTalk's servers — calls the app's webhook with
// the admin key. The admin key never reaches a browser. GET /__dev/shares lists recorded shares.
import { Hono } from "hono";
import { cors } from "hono/cors";
import * as v from "valibot";
import type { AppEnv } from "../lib/types";

const CHAT_TYPES = ["DirectChat", "MultiChat", "MemoChat", "OpenDirectChat", "OpenMultiChat"] as const;

const ShareSchema = v.object({
  appKey: v.string(),
  templateId: v.union([v.string(), v.number()]),
  templateArgs: v.optional(v.record(v.string(), v.string()), {}),
  serverCallbackArgs: v.optional(v.record(v.string(), v.string()), {}),
  chatType: v.optional(v.picklist(CHAT_TYPES), "DirectChat"),
});

const ensureTable = (db: D1Database) =>
  db
    .prepare(
      `CREATE TABLE IF NOT EXISTS dev_shares (
         id INTEGER PRIMARY KEY AUTOINCREMENT, template_id TEXT NOT NULL, template_args TEXT NOT NULL,
         server_callback_args TEXT NOT NULL, chat_type TEXT NOT NULL, link TEXT, webhook_status INTEGER,
         created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
    )
    .run();

// The SDK stand-in: Kakao.init / isInitialized / cleanup / Share.sendCustom / Share.sendScrap.
// Instead of opening KakaoTalk it shows a small chooser (which chat to send to), then asks the
// emulator's server side to "send" it. While the chooser is open the page is hidden, as under
// KakaoTalk's picker, and visible again once a chat is picked (after the server callback) or the
// chooser closed: the page checks the send on that return, as it will in KakaoTalk. '취소' rejects with an AbortError, the one thing the page
// reads as the person's cancel; '공유 한도 초과' refuses as Kakao's SDK does once the app's free daily
// quota is used up (a KakaoError with the share API's code 4006), so a person can see what the page
// offers then (decision 024, "The arithmetic of the day"). It is served from the emulators' own
// origin (another port locally), like Kakao's CDN: its styles go in through the CSSOM (a constructed
// sheet), which the page's strict style-src does not govern, and its share call is cross-origin
// (CORS, below).
const SDK_CSS = `.kkul-share-overlay{position:fixed;inset:0;z-index:2000;display:grid;place-items:end center;background:rgba(0,0,0,.45)}
.kkul-share{box-sizing:border-box;width:100%;max-width:480px;padding:24px 20px 28px;border-radius:20px 20px 0 0;background:#fff;font-family:"Noto Sans KR",sans-serif;color:#191919}
.kkul-share h2{margin:0 0 4px;font-size:18px}.kkul-share p{margin:0 0 16px;color:#555;font-size:14px}
.kkul-share .kkul-share-badge{display:inline-block;margin-bottom:10px;padding:2px 6px;border-radius:4px;background:#191919;color:#fee500;font-size:12px}
.kkul-share-list{display:flex;flex-direction:column;gap:8px}
.kkul-share button{font:inherit;font-size:16px;font-weight:700;padding:14px;border:0;border-radius:12px;background:#fee500;color:#191919;cursor:pointer}
.kkul-share button.kkul-share-cancel{width:100%;margin-top:10px;background:#f3f3f3;font-weight:500}
.kkul-share button.kkul-share-refuse{width:100%;margin-top:10px;background:#fff;box-shadow:inset 0 0 0 1px #d0d0d0;color:#b3261e;font-weight:500}`;

const SDK = `(() => {
  const script = document.currentScript;
  const base = new URL(script ? script.src : location.href).origin;
  let appKey = null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(${JSON.stringify(SDK_CSS)});
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const choices = [["DirectChat", "1:1 채팅방"], ["MultiChat", "단체 채팅방"], ["MemoChat", "나와의 채팅"]];
  const quotaError = () => {
    const msg = "exceeded the free quota of KakaoTalk Share (local emulator)";
    return Object.assign(new Error(msg), { name: "KakaoError", code: 4006, msg });
  };
  // KakaoTalk's chat picker takes the screen: the page is hidden while it is open and visible again
  // when the person is back, which is when the page checks the send. The chooser is drawn over the
  // page, so the page's visibility is told as KakaoTalk would make it.
  let away = false;
  const own = (name) => Object.getOwnPropertyDescriptor(Document.prototype, name);
  const [visibility, hiddenFlag] = [own("visibilityState"), own("hidden")];
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (away ? "hidden" : visibility.get.call(document)) });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => away || hiddenFlag.get.call(document) });
  const setAway = (value) => {
    if (away === value) return;
    away = value;
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    if (!value) window.dispatchEvent(new Event("focus"));
  };
  const send = (settings) => new Promise((resolve, reject) => {
    if (!appKey) return reject(new Error("Kakao.init()을 먼저 호출해주세요."));
    const overlay = document.createElement("div");
    overlay.className = "kkul-share-overlay";
    overlay.innerHTML = '<div class="kkul-share" role="dialog" aria-modal="true" aria-label="카카오톡 공유 (로컬 에뮬레이터)"><p class="kkul-share-badge">로컬 에뮬레이터</p><h2>카카오톡으로 공유</h2><p>어느 채팅방에 보낼까요?</p><div class="kkul-share-list"></div><button type="button" class="kkul-share-refuse">공유 한도 초과</button><button type="button" class="kkul-share-cancel">취소</button></div>';
    const list = overlay.querySelector(".kkul-share-list");
    const close = () => { overlay.remove(); setAway(false); };
    choices.forEach(([type, label]) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label + "에 보내기";
      button.onclick = async () => {
        // Sent while still in KakaoTalk: its server callback has reached the app when the person is back.
        overlay.remove();
        try {
          const res = await fetch(base + "/__dev/kakao/share", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ appKey, templateId: settings.templateId, templateArgs: settings.templateArgs || {}, serverCallbackArgs: settings.serverCallbackArgs || {}, chatType: type }),
          });
          res.ok ? resolve(undefined) : reject(new Error("공유에 실패했어요 (" + res.status + ")"));
        } catch (error) { reject(error); }
        setAway(false);
      };
      list.appendChild(button);
    });
    overlay.querySelector(".kkul-share-refuse").onclick = () => { close(); reject(quotaError()); };
    overlay.querySelector(".kkul-share-cancel").onclick = () => { close(); reject(new DOMException("공유를 취소했어요.", "AbortError")); };
    document.body.appendChild(overlay);
    setAway(true);
    list.querySelector("button").focus();
  });
  window.Kakao = {
    VERSION: "2.8.1-local-emulator",
    init(key) { appKey = String(key); },
    isInitialized() { return appKey !== null; },
    cleanup() { appKey = null; },
    Share: { sendCustom: send, sendScrap: send, sendDefault: send },
  };
})();`;

export const kakaoShareEmulator = new Hono<AppEnv>()
  // Like Kakao's CDN: loadable cross-origin with crossorigin="anonymous" (and SRI where configured).
  .get("/kakao-sdk.js", (c) =>
    c.body(SDK, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Access-Control-Allow-Origin": "*",
    }),
  )
  // Like Kakao's API: the page calls it from its own origin, with CORS. The e2e browser gives each
  // context the client address Cloudflare would set (tests/e2e/support/browser.ts), a header Chromium
  // then sends on every request, this cross-site one too, so the preflight allows it.
  .use(
    "/kakao/share",
    cors({ origin: (origin) => origin, allowMethods: ["POST"], allowHeaders: ["Content-Type", "CF-Connecting-IP"] }),
  )
  .post("/kakao/share", async (c) => {
    const parsed = v.safeParse(ShareSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ code: -2, msg: parsed.issues[0]?.message }, 400);
    const share = parsed.output;
    if (share.appKey !== c.env.KAKAO_JS_KEY) return c.json({ code: -401, msg: "invalid app key" }, 401);

    const pageOrigin = c.req.header("Origin") ?? new URL(c.req.url).origin;
    const link = share.templateArgs.id ? `${pageOrigin}/compliment/${share.templateArgs.id}` : null;
    // KakaoTalk's servers call the webhook registered for the app: our own /api, reached like any
    // outside caller would reach it, with the admin key, a resource id, the share's TEMPLATE_ID and
    // the serverCallbackArgs as the page gave them (a praise's uuid and the host's shareToken for it,
    // decision 026; the webhook's answer, 403 for a uuid without its token, is recorded). Only for a
    // share that gives serverCallbackArgs, as Kakao's docs say (a recap or an answer share gives none).
    const webhook = `${new URL(c.env.KAKAO_AUTH_ORIGIN).origin}/api/send-praise/check`;
    const callsBack = Object.keys(share.serverCallbackArgs).length > 0;
    const answer = !callsBack
      ? null
      : await fetch(webhook, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Authorization: `KakaoAK ${c.env.KAKAO_ADMIN_KEY ?? ""}`,
            "X-Kakao-Resource-ID": crypto.randomUUID(),
            "User-Agent": "KakaoOpenAPI/1.0 (local emulator)",
          },
          body: JSON.stringify({
            CHAT_TYPE: share.chatType,
            HASH_CHAT_ID: crypto.randomUUID(),
            TEMPLATE_ID: String(share.templateId),
            ...share.serverCallbackArgs,
          }),
        }).catch(() => null);

    await ensureTable(c.env.DB);
    await c.env.DB.prepare(
      "INSERT INTO dev_shares (template_id, template_args, server_callback_args, chat_type, link, webhook_status) VALUES (?, ?, ?, ?, ?, ?)",
    )
      .bind(
        String(share.templateId),
        JSON.stringify(share.templateArgs),
        JSON.stringify(share.serverCallbackArgs),
        share.chatType,
        link,
        answer?.status ?? 0,
      )
      .run();
    return c.json({ webhookStatus: answer?.status ?? 0 });
  })
  .get("/shares", async (c) => {
    await ensureTable(c.env.DB);
    const { results } = await c.env.DB.prepare("SELECT * FROM dev_shares ORDER BY id DESC LIMIT 50").all<
      Record<string, unknown>
    >();
    return c.json(
      results.map((r) => ({
        id: r.id,
        templateId: r.template_id,
        templateArgs: JSON.parse(String(r.template_args)),
        serverCallbackArgs: JSON.parse(String(r.server_callback_args)),
        chatType: r.chat_type,
        link: r.link,
        webhookStatus: r.webhook_status,
        createdAt: r.created_at,
      })),
    );
  });
