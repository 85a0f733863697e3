// Kakao OAuth emulator: /__dev/kakao/oauth/authorize (a Korean consent page), /oauth/token (with an
// OpenID Connect id_token when the scope asks for `openid`), /.well-known/jwks.json and
// /.well-known/openid-configuration, and /v2/user/me, speaking Kakao's protocol so the production
// code runs unchanged against it.
import { Hono } from "hono";
import { html } from "hono/html";
import { base64url, sha256, sha256Hex } from "../lib/crypto";
import type { AppEnv } from "../lib/types";
import { issuerOf, signIdToken } from "./kakao-oidc";
import { open, seal } from "./signed";
import { kakaoIdForNickname, PRESET_USERS } from "./test-users";

type CodeData = {
  uid: string;
  nick: string;
  cid: string;
  ru: string;
  cc?: string;
  oidc?: boolean;
  nonce?: string;
  exp: number;
};
/** A provider token's holder, and the app it was issued to (`app`: the configured KAKAO_APP_ID). */
type TokenData = { uid: string; nick: string; app?: string };

const page = (title: string, body: unknown) => html`<!doctype html>
  <html lang="ko">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title}</title>
      <link rel="stylesheet" href="/__dev/kakao/style.css" />
    </head>
    <body>
      <main>${body}</main>
    </body>
  </html>`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans KR",sans-serif;background:#f5f5f5;color:#191919}
main{max-width:420px;margin:0 auto;padding:32px 20px;background:#fff;min-height:100vh}
h1{font-size:22px;margin:0 0 4px}p{color:#555;font-size:14px;line-height:1.5}.badge{display:inline-block;font-size:12px;background:#191919;color:#fee500;border-radius:4px;padding:2px 6px;margin-bottom:12px}
fieldset{border:0;padding:0;margin:16px 0}legend{font-weight:700;margin-bottom:8px}
label.user{display:flex;gap:10px;align-items:center;border:1px solid #ddd;border-radius:12px;padding:14px;margin-bottom:8px;font-size:16px}
label.user small{color:#777;margin-left:auto}
input[type=text]{width:100%;font-size:16px;padding:12px;border:1px solid #ccc;border-radius:10px}
button{width:100%;font-size:16px;font-weight:700;padding:15px;border:0;border-radius:12px;background:#fee500;color:#191919;margin-top:16px;cursor:pointer}
a.cancel{display:block;text-align:center;margin-top:14px;color:#555;font-size:14px}.error{color:#d93025}`;

const errorPage = (status: 400 | 401, code: string, message: string) =>
  new Response(String(page("카카오 로그인 오류", html`<h1>오류</h1><p class="error">${code}: ${message}</p>`)), {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

// The consent page stands in for Kakao's own site, so it carries its own policy: its form may lead
// (through the consent redirect) back to the app's callback origin, whatever host the app is on.
const emulatorPolicy = (redirectUri: string) => {
  let callbackOrigin = "";
  try {
    callbackOrigin = new URL(redirectUri).origin;
  } catch {}
  return `default-src 'none'; style-src 'self'; form-action 'self' ${callbackOrigin}; frame-ancestors 'none'; base-uri 'none'`;
};

const redirectWith = (redirectUri: string, params: Record<string, string | undefined>) => {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") url.searchParams.set(k, v);
  return url.toString();
};

const tokenError = (status: 400 | 401, error: string, code: string, description: string) =>
  Response.json({ error, error_description: description, error_code: code }, { status });

// Kakao's codes redeem once (KOE320 on a second try): the emulator remembers the redeemed ones.
const USED_CODES_TABLE = `CREATE TABLE IF NOT EXISTS dev_kakao_used_codes (
  code_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
)`;

/** Marks a code redeemed; false when it was already. */
const redeemOnce = async (db: D1Database, code: string, expiresAt: number) => {
  const now = Math.floor(Date.now() / 1000);
  const [, , claimed] = await db.batch([
    db.prepare(USED_CODES_TABLE),
    db.prepare("DELETE FROM dev_kakao_used_codes WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT OR IGNORE INTO dev_kakao_used_codes (code_hash, expires_at) VALUES (?, ?)")
      .bind(await sha256Hex(code), Math.ceil(expiresAt)),
  ]);
  return claimed?.meta.changes === 1;
};

const UNLINKS_TABLE = `CREATE TABLE IF NOT EXISTS dev_kakao_unlinks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kakao_id TEXT NOT NULL,
  unlinked_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
)`;

export const kakaoOAuthEmulator = new Hono<AppEnv>()
  .get("/style.css", (c) => c.body(STYLE, 200, { "content-type": "text/css; charset=utf-8" }))
  .get("/oauth/authorize", (c) => {
    const q = c.req.query();
    if (q.client_id !== c.env.KAKAO_REST_API_KEY) return errorPage(401, "KOE101", "앱 키가 올바르지 않아요.");
    if (q.response_type !== "code") return errorPage(400, "KOE006", "response_type은 code여야 해요.");
    if (!q.redirect_uri) return errorPage(400, "KOE006", "redirect_uri가 필요해요.");
    if (q.code_challenge && q.code_challenge_method !== "S256") {
      return errorPage(400, "KOE010", "code_challenge_method는 S256이어야 해요.");
    }
    const hidden = [
      "client_id",
      "redirect_uri",
      "state",
      "code_challenge",
      "code_challenge_method",
      "scope",
      "nonce",
    ].map((name) => html`<input type="hidden" name="${name}" value="${q[name] ?? ""}" />`);
    const cancel = redirectWith(q.redirect_uri, {
      error: "access_denied",
      error_description: "User denied access",
      state: q.state,
    });
    c.header("Content-Security-Policy", emulatorPolicy(q.redirect_uri));
    return c.html(
      page(
        "카카오 로그인",
        html`<span class="badge">로컬 에뮬레이터</span>
          <h1>카카오계정으로 로그인</h1>
          <p>테스트 사용자를 고르거나 닉네임을 입력하세요. 실제 카카오 서버에는 연결하지 않아요.</p>
          <form method="get" action="/__dev/kakao/oauth/authorize/consent">
            ${hidden}
            <fieldset>
              <legend>테스트 사용자</legend>
              ${PRESET_USERS.map(
                (u, i) =>
                  html`<label class="user"
                    ><input type="radio" name="user" value="${u.nickname}" ${i === 0 ? "checked" : ""} />
                    ${u.nickname}<small>${u.note}</small></label
                  >`,
              )}
            </fieldset>
            <label for="nickname">직접 입력 (선택한 사용자 대신 사용)</label>
            <input id="nickname" type="text" name="nickname" maxlength="20" placeholder="닉네임" autocomplete="off" />
            <button type="submit">동의하고 계속하기</button>
          </form>
          <a class="cancel" href="${cancel}">취소</a>`,
      ),
    );
  })
  .get("/oauth/authorize/consent", async (c) => {
    const q = c.req.query();
    if (q.client_id !== c.env.KAKAO_REST_API_KEY || !q.redirect_uri) {
      return errorPage(400, "KOE006", "잘못된 요청이에요.");
    }
    const nick = (q.nickname ?? "").trim() || (q.user ?? "").trim();
    if (!nick) return errorPage(400, "KOE006", "사용자를 선택해주세요.");
    const data: Omit<CodeData, "exp"> = {
      uid: kakaoIdForNickname(nick),
      nick,
      cid: q.client_id,
      ru: q.redirect_uri,
      cc: q.code_challenge,
      // OpenID Connect: asked for with the `openid` scope; the nonce comes back inside the id_token.
      oidc: (q.scope ?? "").split(/[\s,]+/).includes("openid"),
      nonce: q.nonce || undefined,
    };
    // Kakao's codes are random; a code of only its data and the instant would repeat when one person
    // consents on two phones at once (workerd's clock stands still between I/O), and the second would
    // then be refused as redeemed.
    const code = await seal(c.env, "code", { ...data, jti: crypto.randomUUID() }, 600);
    return c.redirect(redirectWith(q.redirect_uri, { code, state: q.state }), 302);
  })
  .post("/oauth/token", async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    if (field("grant_type") !== "authorization_code") {
      return tokenError(400, "unsupported_grant_type", "KOE006", "grant_type must be authorization_code");
    }
    if (field("client_id") !== c.env.KAKAO_REST_API_KEY) {
      return tokenError(401, "invalid_client", "KOE101", "invalid client_id");
    }
    if (field("client_secret") !== (c.env.KAKAO_CLIENT_SECRET ?? "")) {
      return tokenError(401, "invalid_client", "KOE010", "Bad client credentials");
    }
    const code = await open<CodeData>(c.env, "code", field("code"));
    if (!code) return tokenError(400, "invalid_grant", "KOE320", "authorization code not found");
    if (code.ru !== field("redirect_uri")) {
      return tokenError(400, "invalid_grant", "KOE303", "Redirect URI mismatch");
    }
    if (code.cc) {
      const verifier = field("code_verifier");
      const challenge = verifier ? base64url(await sha256(verifier)) : "";
      if (challenge !== code.cc) return tokenError(400, "invalid_grant", "KOE422", "code_verifier mismatch");
    }
    if (!(await redeemOnce(c.env.DB, field("code"), code.exp))) {
      return tokenError(400, "invalid_grant", "KOE320", "authorization code not found");
    }
    const accessToken = await seal(
      c.env,
      "token",
      { uid: code.uid, nick: code.nick, app: c.env.KAKAO_APP_ID } satisfies TokenData,
      21599,
    );
    const now = Math.floor(Date.now() / 1000);
    const idToken = code.oidc
      ? await signIdToken(c.env.DB, {
          iss: issuerOf(c.env),
          aud: code.cid,
          sub: code.uid,
          iat: now,
          exp: now + 21599,
          auth_time: now,
          ...(code.nonce ? { nonce: code.nonce } : {}),
          nickname: code.nick,
        })
      : undefined;
    return c.json({
      token_type: "bearer",
      access_token: accessToken,
      ...(idToken ? { id_token: idToken } : {}),
      expires_in: 21599,
      refresh_token: await seal(c.env, "refresh", { uid: code.uid }, 5183999),
      refresh_token_expires_in: 5183999,
      scope: code.oidc ? "openid profile_nickname" : "profile_nickname",
    });
  })
  // Unlinking a user from the app, as the admin key does it (회원 탈퇴): each call recorded for the
  // tests and /__dev/kakao/unlinks. Kakao answers { id }. (A later consent links the user again, as
  // on Kakao; the record is a log of unlink calls.)
  .post("/v1/user/unlink", async (c) => {
    // The form is read first: a refusal sent before the caller's body is read breaks its stream.
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const key = /^KakaoAK\s+(\S+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!key || key !== c.env.KAKAO_ADMIN_KEY) return c.json({ msg: "wrong admin key", code: -401 }, 401);
    const id = String(form.target_id ?? "");
    if (form.target_id_type !== "user_id" || !/^\d{1,20}$/.test(id))
      return c.json({ msg: "target_id_type=user_id and a target_id are required", code: -2 }, 400);
    await c.env.DB.batch([
      c.env.DB.prepare(UNLINKS_TABLE),
      c.env.DB.prepare("INSERT INTO dev_kakao_unlinks (kakao_id) VALUES (?)").bind(id),
    ]);
    return c.json({ id: Number(id) });
  })
  .get("/unlinks", async (c) => {
    await c.env.DB.prepare(UNLINKS_TABLE).run();
    const { results } = await c.env.DB.prepare(
      "SELECT kakao_id FROM dev_kakao_unlinks ORDER BY id DESC LIMIT 200",
    ).all<{
      kakao_id: string;
    }>();
    return c.json(results.map((row) => row.kakao_id));
  })
  // Kakao's token info: whose token, for which app (an API client's token is checked against it).
  .get("/v1/user/access_token_info", async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
    const user = await open<TokenData>(c.env, "token", token);
    if (!user) return c.json({ msg: "this access token does not exist", code: -401 }, 401);
    return c.json({ id: Number(user.uid), expires_in: 21599, app_id: Number(user.app ?? c.env.KAKAO_APP_ID) });
  })
  .on(["GET", "POST"], "/v2/user/me", async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
    const user = await open<TokenData>(c.env, "token", token);
    if (!user) return c.json({ msg: "this access token does not exist", code: -401 }, 401);
    return c.json({
      id: Number(user.uid),
      connected_at: new Date().toISOString(),
      properties: { nickname: user.nick },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: user.nick, is_default_nickname: false },
      },
    });
  });
