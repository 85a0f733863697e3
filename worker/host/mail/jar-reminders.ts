// The shared jar's service mails (decision 034), to members only and with no marketing consent needed:
// the creator hears the day before the jar opens and when it is kept; each member who wrote hears when
// the keeper thanks everyone (the thanks itself is read on the jar's page, where guests read it too).
import { honorific } from "../../contract/honorific";
import { jarDrops, THANKS_ARRIVED } from "../../contract/jar";
import { button, mailDocument, PRODUCT, para } from "./layout";
import type { Mail } from "./sender";

export type JarFacts = { jarId: string; title: string; recipientName: string; letterCount: number };

const footer = `${PRODUCT}에서 꿀단지를 만든 분께 보내는 안내 메일이에요.`;

/** D-1: "내일 열려요: 꿀방울 N개 — 여는 링크를 전하세요". */
export const jarEveMail = (to: string, jar: JarFacts, origin: string): Mail => {
  const subject = `[${PRODUCT}] 내일 열려요: ${jarDrops(jar.letterCount)} — 여는 링크를 전하세요`;
  const body = `'${jar.title}'이(가) 내일 열려요. ${honorific(jar.recipientName)}에게 여는 링크를 전해주세요. 아직 쓰지 못한 팀원에게 한 번 더 알려도 좋아요.`;
  const link = `${origin}/jar/${jar.jarId}`;
  return {
    to,
    subject,
    html: mailDocument({
      title: `내일 열려요: ${jarDrops(jar.letterCount)}`,
      preheader: `${honorific(jar.recipientName)}에게 여는 링크를 전하세요`,
      rows: [para(body), button("꿀단지 열어보기", link)],
      footer,
    }),
    text: [`내일 열려요: ${jarDrops(jar.letterCount)}`, "", body, "", `꿀단지 열어보기: ${link}`, "", footer].join(
      "\n",
    ),
  };
};

/** The jar was kept by the person it was for. */
export const jarKeptMail = (to: string, jar: JarFacts, origin: string): Mail => {
  const subject = `[${PRODUCT}] ${honorific(jar.recipientName)}이 꿀단지를 간직했어요`;
  const body = `${honorific(jar.recipientName)}이 '${jar.title}'의 ${jarDrops(jar.letterCount)}을 모두 간직했어요. 함께 써준 팀원들에게도 알려주세요.`;
  const link = `${origin}/jar/${jar.jarId}`;
  return {
    to,
    subject,
    html: mailDocument({
      title: `${honorific(jar.recipientName)}이 꿀단지를 간직했어요`,
      preheader: jarDrops(jar.letterCount),
      rows: [para(body), button("꿀단지 보기", link)],
      footer,
    }),
    text: [
      `${honorific(jar.recipientName)}이 꿀단지를 간직했어요`,
      "",
      body,
      "",
      `꿀단지 보기: ${link}`,
      "",
      footer,
    ].join("\n"),
  };
};

/** The keeper thanked everyone who wrote. */
export const jarThanksMail = (to: string, jar: JarFacts, origin: string): Mail => {
  const subject = `[${PRODUCT}] ${honorific(jar.recipientName)}이 감사 인사를 남겼어요`;
  const body = `'${jar.title}'에 편지를 써주셔서 고마워요. ${honorific(jar.recipientName)}이 모두에게 남긴 감사 인사와 내 편지에 남긴 반응을 꿀단지에서 확인해보세요.`;
  const link = `${origin}/jar/${jar.jarId}`;
  const footer = `${PRODUCT}에서 꿀단지에 편지를 쓴 분께 보내는 안내 메일이에요.`;
  return {
    to,
    subject,
    html: mailDocument({
      title: THANKS_ARRIVED,
      preheader: `${honorific(jar.recipientName)}이 감사 인사를 남겼어요`,
      rows: [para(body), button("감사 인사 보기", link)],
      footer,
    }),
    text: [THANKS_ARRIVED, "", body, "", `감사 인사 보기: ${link}`, "", footer].join("\n"),
  };
};
