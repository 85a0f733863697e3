// The page the worker draws for keeping a praise without script (decision 042): the member's groups as
// radio buttons in a `<form method="post">` to its own address (keep-page.ts answers it), or, for a
// member with no group yet, the new group's name (SPEC §4: the sender's group name offered). Plain
// HTML with one inline style (allowed by its hash): it needs none of the client's code. The landing's
// answer refused without script is told on a page of the same look (reaction-form.ts).
import { html, raw } from "hono/html";
import { honorific } from "../../contract/honorific";
import { KEEP_CONFIRM, KEEP_TITLE, keepPath } from "../../contract/keep";
import type { ReceivedPraise } from "../../contract/praise";
import { receiverNamesOf, receiversLabel } from "../../contract/receiver-names";
import { GROUP_NAME_MAX } from "../../contract/rules";

export type KeepChoice = {
  uuid: string;
  praise: ReceivedPraise | null;
  groups: { groupId: number; groupName: string }[] | null;
  /** A refused post's message (the API's own words) and what was chosen or typed. */
  message?: string;
  chosen?: number | null;
  groupName?: string;
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Pretendard",system-ui,sans-serif;color:#1f1f1f;background:linear-gradient(180deg,#fff6da 0%,#fff 60%);min-height:100dvh}
main{max-width:430px;margin:0 auto;padding:16px 20px 32px;display:flex;flex-direction:column;gap:16px}
a{color:#8a6200;font-weight:700}
.back{display:inline-flex;align-items:center;min-height:44px;text-decoration:none}
h1{margin:0;font-size:22px;line-height:1.3;word-break:keep-all}
.praise,.note{margin:0;padding:12px 16px;border-radius:12px;background:#fff;box-shadow:inset 0 0 0 1px #ffefc2;font-size:15px;line-height:1.5;word-break:keep-all}
.note{background:#ffefc2}
.error{margin:0;color:#d83b3b;font-size:15px;font-weight:700}
form{display:flex;flex-direction:column;gap:16px}
fieldset{margin:0;padding:0;border:0;display:flex;flex-direction:column;gap:8px}
legend{padding:0 0 8px;font-size:15px;font-weight:700}
.group{display:flex;align-items:center;gap:12px;min-height:52px;padding:0 16px;border-radius:12px;background:#fff;box-shadow:inset 0 0 0 1px #e5e5e5;font-size:16px;cursor:pointer}
.group:has(input:checked){box-shadow:inset 0 0 0 2px #f5b800}
.group input{width:20px;height:20px;margin:0;accent-color:#f5b800}
label[for=groupName]{font-size:15px;font-weight:700}
input[type=text]{min-height:48px;padding:0 14px;border:1px solid #d4d4d4;border-radius:12px;font-size:16px}
button{min-height:52px;border:0;border-radius:12px;background:#ffc82c;color:#1f1f1f;font-size:16px;font-weight:700;cursor:pointer}
button:focus-visible,a:focus-visible,.group:has(input:focus-visible){outline:3px solid #2563eb;outline-offset:2px}
`.replace(/\n/g, "");

let styleHash: Promise<string> | undefined;
/** The CSP source that allows the page's one inline style. */
export const keepStyleHash = () => {
  styleHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(STYLE))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return styleHash;
};

const firstLine = (text: string) => {
  const line = text.split("\n").find((part) => part.trim() !== "") ?? "";
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
};

export const landingPath = (uuid: string) => `/compliment/${encodeURIComponent(uuid)}`;

const BACK_TO_LANDING = "← 도착한 꿀로 돌아가기";
// The app's icon, as index.html names it: without it the browser asks for /favicon.ico, which is not found.
const ICON = raw('<link rel="icon" type="image/svg+xml" href="/images/logo.svg" />');

/** The landing's answer (꿀 답장) posted without script and refused: the host's words, and the way back. */
export const answerRefusedPage = (uuid: string, message: string) => html`<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>꿀 답장 · 꿀단지</title>
    ${ICON}
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <a class="back" href="${landingPath(uuid)}">${BACK_TO_LANDING}</a>
      <h1>꿀 답장</h1>
      <p class="error" role="alert">${message}</p>
    </main>
  </body>
</html>`;

export const keepChoicePage = ({ uuid, praise, groups, message, chosen, groupName }: KeepChoice) => {
  const receivers = praise ? receiversLabel(receiverNamesOf(praise)) : "";
  const notNamed = praise?.viewerNamed === false;
  const fields =
    groups && groups.length > 0
      ? html`<fieldset>
          <legend>내 그룹</legend>
          ${groups.map(
            (group) =>
              html`<label class="group"
                ><input type="radio" name="groupId" value="${group.groupId}" required ${
                  chosen === group.groupId ? "checked" : ""
                } />${group.groupName}</label
              >`,
          )}
        </fieldset>`
      : html`<label for="groupName">새 그룹 이름</label>
          <input id="groupName" type="text" name="groupName" maxlength="${GROUP_NAME_MAX}" required
            value="${groupName ?? praise?.groupName ?? ""}" autocomplete="off" />`;
  return html`<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${KEEP_TITLE} · 꿀단지</title>
    ${ICON}
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <main>
      <a class="back" href="${landingPath(uuid)}">${BACK_TO_LANDING}</a>
      <h1 id="keep-title">${KEEP_TITLE}</h1>
      ${
        praise
          ? html`<p class="praise"><strong>${honorific(praise.senderName)}</strong>이 보낸 꿀: ${firstLine(praise.content)}</p>`
          : ""
      }
      ${notNamed ? html`<p class="note">받는 사람은 ${honorific(receivers)}이에요. 내 이름은 받는 사람에 없지만 담을 수 있어요.</p>` : ""}
      ${message ? html`<p class="error" role="alert">${message}</p>` : ""}
      ${
        groups
          ? html`<form method="post" action="${keepPath(uuid)}" aria-labelledby="keep-title">
              ${fields}
              <button type="submit">${KEEP_CONFIRM}</button>
            </form>`
          : ""
      }
    </main>
  </body>
</html>`;
};
