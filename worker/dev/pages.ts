// The emulators' pages a person opens in a browser: the index at /__dev/ (what answers here, in
// Korean) and the dev mailbox as a page (each mail's verification code, large). Callers that ask for
// JSON — the tests' helpers — keep getting JSON from the same address (worker/dev/index.ts).
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { kstDateTime } from "../contract/days";
import type { DevMail } from "./mailbox";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans KR",sans-serif;background:#fff8e1;color:#191919}
main{max-width:560px;margin:0 auto;padding:28px 20px 48px}
h1{font-size:22px;margin:0 0 6px}h2{font-size:17px;margin:28px 0 8px}
p{color:#555;font-size:14px;line-height:1.6;margin:0 0 12px}code{font-size:13px;background:#fff;padding:1px 5px;border-radius:4px;border:1px solid #eee}
.badge{display:inline-block;font-size:12px;background:#191919;color:#fee500;border-radius:4px;padding:2px 6px;margin-bottom:12px}
ul.links{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:8px}
ul.links li{background:#fff;border-radius:12px;padding:12px 14px;box-shadow:inset 0 0 0 1px #f1e2b0}
ul.links a{font-weight:700;color:#8a6200}ul.links small{display:block;color:#666;margin-top:2px;font-size:13px}
form{display:flex;gap:8px;margin:8px 0 20px}input[type=email]{flex:1;min-width:0;font-size:16px;padding:10px 12px;border:1px solid #ccc;border-radius:10px}
button{font-size:15px;font-weight:700;padding:10px 16px;border:0;border-radius:10px;background:#ffc83d;color:#191919;cursor:pointer}
article{background:#fff;border-radius:14px;padding:16px;margin-bottom:12px;box-shadow:inset 0 0 0 1px #f1e2b0}
article h2{margin:0 0 4px;font-size:16px}.meta{color:#777;font-size:13px;margin:0 0 10px}
.code{font-size:32px;font-weight:800;letter-spacing:.18em;color:#8a6200;margin:4px 0 10px;font-variant-numeric:tabular-nums}
pre{white-space:pre-wrap;word-break:keep-all;font:inherit;font-size:14px;color:#444;margin:0}.empty{color:#777}
details{margin:8px 0}summary{cursor:pointer;font-size:14px;font-weight:700;color:#8a6200;padding:4px 0}
iframe.mail{display:block;width:100%;height:860px;border:1px solid #f1e2b0;border-radius:10px;background:#fff8e1;margin-top:6px}
dl.headers{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;font-size:12px;margin:0 0 8px;color:#555}
dl.headers dt{font-weight:700}dl.headers dd{margin:0;word-break:break-all}`;

/** The pages' own stylesheet (the app's policy allows only 'self' styles), served at /__dev/style.css. */
export const devStyle = () =>
  new Response(STYLE, { headers: { "content-type": "text/css; charset=utf-8", "cache-control": "no-store" } });

const page = (title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) => html`<!doctype html>
  <html lang="ko">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title}</title>
      <link rel="stylesheet" href="/__dev/style.css" />
    </head>
    <body>
      <main><span class="badge">로컬 에뮬레이터</span>${body}</main>
    </body>
  </html>`;

const LINKS: [href: string, label: string, what: string][] = [
  ["/__dev/mailbox", "개발용 메일함", "가입·이메일 변경 때 보낸 인증번호 메일 (주소별로 보기)"],
  ["/__dev/shares", "카카오톡 공유 기록", "공유 에뮬레이터가 보낸 공유와 웹훅 응답 (JSON)"],
  ["/__dev/kakao/unlinks", "카카오 연결 끊기 기록", "회원 탈퇴 때 끊은 카카오 계정 id (JSON)"],
  [
    "/__dev/kakao/.well-known/openid-configuration",
    "카카오 OpenID Connect 설정",
    "로그인 에뮬레이터의 발급자와 키 (JSON)",
  ],
  ["/__dev/kakao-sdk.js", "카카오 JavaScript SDK 대역", "공유 창을 띄우는 SDK 대역 스크립트"],
  ["/__dev/health", "상태 확인", "에뮬레이터가 켜져 있으면 { ok: true }"],
];

/** GET /__dev/: what the emulators are and where each one answers. */
export const indexPage = () =>
  page(
    "꿀단지 로컬 에뮬레이터",
    html`<h1>꿀단지 로컬 에뮬레이터</h1>
      <p>
        카카오 로그인, 카카오톡 공유, 메일 API를 이 컴퓨터 안에서 흉내 내요. 실제 카카오나 메일 서버에는 아무것도 보내지
        않아요. 앱의 '카카오로 시작하기'를 누르면 로그인 에뮬레이터의 동의 화면이 열려요: <b>김꿀벌</b>, <b>이달콤</b>은
        가입한 회원이고, <b>박새내기</b>(또는 직접 입력한 닉네임)는 새로 가입해요.
      </p>
      <h2>인증번호 메일 보기</h2>
      <form method="get" action="/__dev/mailbox">
        <input type="email" name="to" placeholder="가입할 때 쓴 이메일" aria-label="이메일 주소" required />
        <button type="submit">메일함 열기</button>
      </form>
      <h2>에뮬레이터 주소</h2>
      <ul class="links">
        ${LINKS.map(([href, label, what]) => html`<li><a href="${href}">${label}</a><small>${what}</small></li>`)}
      </ul>`,
  );

const seoul = (iso: string) => kstDateTime(iso, "second");

/** The 6-digit code a verification mail carries ('인증번호: 123456'), if it carries one. */
export const codeIn = (mail: Pick<DevMail, "text">) => /인증번호: (\d{6})/.exec(mail.text ?? "")?.[1] ?? null;

/** GET /__dev/mailbox?to= in a browser: each mail newest first, its code large, its text below. */
export const mailboxPage = (to: string | undefined, mails: DevMail[]) =>
  page(
    "개발용 메일함",
    html`<h1>개발용 메일함</h1>
      <p>${to ? html`<b>${to}</b>(으)로 보낸 메일이에요. 최근 메일이 위에 있어요.` : "모든 주소로 보낸 최근 메일 50통이에요."}</p>
      <form method="get" action="/__dev/mailbox">
        <input type="email" name="to" value="${to ?? ""}" placeholder="이메일 주소" aria-label="이메일 주소" />
        <button type="submit">보기</button>
      </form>
      ${
        mails.length === 0
          ? html`<p class="empty">아직 받은 메일이 없어요. 앱에서 인증번호를 보낸 뒤 새로고침해주세요.</p>`
          : mails.map((mail) => {
              const code = codeIn(mail);
              return html`<article>
                <h2>${mail.subject}</h2>
                <p class="meta">받는 사람 ${mail.to} · ${seoul(mail.createdAt)} (한국 시간)</p>
                ${code ? html`<p>인증번호</p><p class="code" data-code>${code}</p>` : ""}
                ${
                  Object.keys(mail.headers).length > 0
                    ? html`<dl class="headers">${Object.entries(mail.headers).map(
                        ([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`,
                      )}</dl>`
                    : ""
                }
                ${
                  mail.html
                    ? html`<details ${code ? "" : "open"}><summary>HTML로 보기</summary>
                        <iframe class="mail" title="${mail.subject} (HTML)" src="/__dev/mailbox/${mail.id}/html" sandbox loading="lazy"></iframe>
                      </details>`
                    : ""
                }
                <details ${code || !mail.html ? "open" : ""}><summary>텍스트로 보기</summary><pre>${mail.text ?? ""}</pre></details>
              </article>`;
            })
      }`,
  );
