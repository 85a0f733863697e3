// The verification mail: Korean, the product's name, the code large (HTML) and plain text.
import { EMAIL_CODE_TTL_SECONDS } from "../../contract/rules";
import type { Mail } from "./sender";

const PRODUCT = "꿀단지";

export const verificationMail = (to: string, code: string): Mail => {
  const minutes = Math.round(EMAIL_CODE_TTL_SECONDS / 60);
  const subject = `[${PRODUCT}] 이메일 인증번호 ${code}`;
  const text = [
    `${PRODUCT} 이메일 인증번호예요.`,
    "",
    `인증번호: ${code}`,
    "",
    `${minutes}분 안에 ${PRODUCT} 화면에 입력해주세요.`,
    "요청하지 않으셨다면 이 메일은 무시하셔도 돼요.",
  ].join("\n");
  // The code is six digits we generated; nothing user-supplied is interpolated into the HTML.
  const html = `<!doctype html>
<html lang="ko">
  <body style="margin:0;padding:0;background:#FFF8E1;font-family:'Noto Sans KR','Apple SD Gothic Neo',sans-serif;color:#1F1F1F">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#FFF8E1;padding:32px 16px">
      <tr><td align="center">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:440px;background:#FFFFFF;border-radius:16px;padding:32px 24px">
          <tr><td style="font-size:20px;font-weight:700;color:#B98500">${PRODUCT}</td></tr>
          <tr><td style="padding-top:16px;font-size:16px;line-height:1.5">이메일 인증번호를 알려드려요.</td></tr>
          <tr><td align="center" style="padding:24px 0">
            <div style="display:inline-block;padding:16px 24px;border-radius:12px;background:#FFEFC2;font-size:36px;font-weight:700;letter-spacing:8px">${code}</div>
          </td></tr>
          <tr><td style="font-size:14px;line-height:1.6;color:#5C5C5C">${minutes}분 안에 ${PRODUCT} 화면에 입력해주세요.<br />요청하지 않으셨다면 이 메일은 무시하셔도 돼요.</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;
  return { to, subject, html, text };
};
