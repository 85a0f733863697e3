// The brand's mail frame: a cream page, one white card, the product's name, a yellow button. Tables
// and inline styles only, which every mail app (KakaoTalk's, Gmail, iOS Mail, Naver) draws alike.
// Everything a person typed goes through hono/html's `html`, which escapes it.
import { html as honoHtml } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export const PRODUCT = "꿀단지";

export type MailPart = HtmlEscapedString | string;

/** hono/html's `html`, escaping every value; a mail has nothing asynchronous in it. */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): HtmlEscapedString => {
  const out = honoHtml(strings, ...values);
  if (out instanceof Promise) throw new Error("a mail part must not be asynchronous");
  return out;
};

/** One paragraph of the card. */
export const para = (text: MailPart, muted = false) =>
  html`<tr><td style="padding-top:12px;font-size:15px;line-height:1.6;color:${muted ? "#5C5C5C" : "#1F1F1F"}">${text}</td></tr>`;

/** A heading inside the card. */
export const heading = (text: MailPart) =>
  html`<tr><td style="padding-top:24px;font-size:16px;font-weight:700;color:#1F1F1F">${text}</td></tr>`;

/** A short list (each item already escaped by the caller's `html`). */
export const list = (items: MailPart[]) =>
  items.length === 0
    ? ""
    : html`<tr><td style="padding-top:8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items.map(
        (item) =>
          html`<tr><td style="padding:8px 12px;border-radius:10px;background:#FFF8E1;font-size:14px;line-height:1.5;color:#1F1F1F">${item}</td></tr><tr><td style="height:6px"></td></tr>`,
      )}</table></td></tr>`;

/** The one action of a mail. */
export const button = (label: string, href: string) =>
  html`<tr><td align="center" style="padding:28px 0 8px"><a href="${href}" style="display:inline-block;padding:14px 28px;border-radius:12px;background:#FFC83D;color:#1F1F1F;font-size:16px;font-weight:700;text-decoration:none">${label}</a></td></tr>`;

/** The whole document: a hidden preheader (the inbox's preview line), the card, the footer. */
export const mailDocument = ({
  title,
  preheader,
  rows,
  footer,
}: {
  title: string;
  preheader: string;
  rows: MailPart[];
  footer: MailPart;
}) =>
  html`<!doctype html>
<html lang="ko">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body style="margin:0;padding:0;background:#FFF8E1;font-family:'Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1F1F1F;word-break:keep-all">
    <div style="display:none;max-height:0;overflow:hidden">${preheader}</div>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#FFF8E1;padding:32px 16px">
      <tr><td align="center">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:440px;background:#FFFFFF;border-radius:16px;padding:28px 24px">
          <tr><td style="font-size:20px;font-weight:700;color:#B98500">${PRODUCT}</td></tr>
          <tr><td style="padding-top:12px;font-size:20px;font-weight:700;line-height:1.4">${title}</td></tr>
          ${rows}
        </table>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:440px">
          <tr><td style="padding:16px 8px;font-size:12px;line-height:1.6;color:#8A8A8A">${footer}</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`.toString();
