// The Friday letter, "이번 주 꿀단지" (decision 034): the member's week (praise received and sent with
// the three latest, praise kept by its receivers, jars made and jars written in that open soon) and one
// invitation to send praise; or, for an empty week, the short nudge. HTML and a text part, Korean.
import { honorific } from "../../contract/honorific";
import { dDayLabel } from "../../contract/jar";
import type { WeekJar, WeekPraise, WeekSummary } from "../weekly/queries";
import { button, heading, html, list, type MailPart, mailDocument, PRODUCT, para } from "./layout";
import type { Mail } from "./sender";

/** Step 1 of sending: where the letter's one invitation leads. */
export const SEND_STEP_ONE = "/compliment/send/target";
export const FRIDAY_SUBJECT = `[${PRODUCT}] 이번 주 꿀단지`;
export const NUDGE_SUBJECT = `[${PRODUCT}] 이번 주, 고마웠던 팀원이 있나요?`;
const INVITE = "꿀 보내러 가기";

export type LetterLinks = { origin: string; unsubscribe: string };

/** RFC 8058: the mail app's own one-click button posts to the link. */
const unsubscribeHeaders = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const footer = (unsubscribe: string): MailPart =>
  html`이메일 마케팅 수신에 동의하셔서 매주 금요일에 보내드리는 메일이에요.<br /><a href="${unsubscribe}" style="color:#8A8A8A">수신 거부하기</a> · 마이페이지에서도 바꿀 수 있어요.`;

const footerText = (unsubscribe: string) =>
  `이메일 마케팅 수신에 동의하셔서 매주 금요일에 보내드리는 메일이에요.\n수신 거부: ${unsubscribe}`;

const received = (p: WeekPraise) => `${honorific(p.name)}의 꿀 · ${p.stampName}`;
const sent = (p: WeekPraise & { others: number }) =>
  `${honorific(p.name)}${p.others > 0 ? ` 외 ${p.others}명` : ""}에게 보낸 꿀 · ${p.stampName}`;
const jarLine = (today: string, j: WeekJar) => `${j.title} · ${dDayLabel(today, j.opensOn)}`;

const section = (title: string, lines: string[]) => ({
  html: [heading(title), list(lines.map((line) => html`${line}`))],
  text: [``, `■ ${title}`, ...lines.map((line) => `- ${line}`)],
});

/** The week as a letter. */
export const fridayLetter = (to: string, name: string, w: WeekSummary, links: LetterLinks): Mail => {
  const send = `${links.origin}${SEND_STEP_ONE}`;
  const intro = `${honorific(name)}, 이번 주 꿀단지 소식이에요.`;
  const parts = [
    section(`받은 꿀 ${w.received}개`, w.latestReceived.map(received)),
    section(`보낸 꿀 ${w.sent}개`, w.latestSent.map(sent)),
    ...(w.kept > 0 ? [section(`내 꿀을 ${w.kept}번 간직했어요`, [])] : []),
    ...(w.jarsMade.length > 0
      ? [
          section(
            `내가 만든 꿀단지 ${w.jarsMade.length}개`,
            w.jarsMade.map((j) => jarLine(w.today, j)),
          ),
        ]
      : []),
    ...(w.jarsWrittenSoon.length > 0
      ? [
          section(
            "곧 열리는 꿀단지",
            w.jarsWrittenSoon.map((j) => jarLine(w.today, j)),
          ),
        ]
      : []),
  ];
  const ask = "이번 주 고마웠던 팀원에게 꿀 한 방울 보내볼까요?";
  return {
    to,
    subject: FRIDAY_SUBJECT,
    html: mailDocument({
      title: "이번 주 꿀단지",
      preheader: `받은 꿀 ${w.received}개 · 보낸 꿀 ${w.sent}개`,
      rows: [para(intro), ...parts.flatMap((part) => part.html), para(ask), button(INVITE, send)],
      footer: footer(links.unsubscribe),
    }),
    text: [
      "이번 주 꿀단지",
      "",
      intro,
      ...parts.flatMap((part) => part.text),
      "",
      ask,
      `${INVITE}: ${send}`,
      "",
      footerText(links.unsubscribe),
    ].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
};

/** An empty week's short nudge. */
export const fridayNudge = (to: string, name: string, links: LetterLinks): Mail => {
  const send = `${links.origin}${SEND_STEP_ONE}`;
  const body = `${honorific(name)}, 이번 주 함께 일한 팀원 중에 고마웠던 사람이 있나요? 짧은 한마디도 큰 힘이 돼요.`;
  return {
    to,
    subject: NUDGE_SUBJECT,
    html: mailDocument({
      title: "고마웠던 팀원이 있나요?",
      preheader: "짧은 한마디도 큰 힘이 돼요.",
      rows: [para(body), button(INVITE, send)],
      footer: footer(links.unsubscribe),
    }),
    text: ["고마웠던 팀원이 있나요?", "", body, "", `${INVITE}: ${send}`, "", footerText(links.unsubscribe)].join("\n"),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
};
