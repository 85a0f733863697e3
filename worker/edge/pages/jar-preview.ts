// The shared jar's page at the edge (decision 024): its Open Graph preview (KakaoTalk's scraper reads
// it when the writing link is posted in a chat), and the read of the jar the page is drawn from.

import * as v from "valibot";
import { honorific } from "../../contract/honorific";
import { type JarSeed, type JarView, JarViewSchema, jarProgress, OCCASION_LABELS } from "../../contract/jar";
import { StampListSchema } from "../../contract/stamp";
import { CARD_HEIGHT, CARD_WIDTH, metaTags } from "./preview";

const JAR_ID = /^[A-Za-z0-9_-]{22,64}$/;
export const isJarId = (id: string) => JAR_ID.test(id);

const Envelope = v.object({ message: v.string() });

/**
 * The jar, then the stamp catalogue with its occasion's stamps (decision 044), through /api as the
 * page's own queries would; null when unusable. A missing jar needs no catalogue.
 */
export const readJar = async (
  fetchApi: (path: string) => Promise<Response>,
  jarId: string,
): Promise<JarSeed | null> => {
  try {
    const jarRes = await fetchApi(`/api/jar/${encodeURIComponent(jarId)}`);
    const body: unknown = await jarRes.json();
    if (jarRes.ok) {
      const parsed = v.safeParse(v.object({ data: JarViewSchema }), body);
      if (!parsed.success) return null;
      const view = parsed.output.data;
      const stampRes = await fetchApi(`/api/stamp?occasion=${view.occasion}`);
      const stamps = v.safeParse(v.object({ data: StampListSchema }), await stampRes.json());
      return stamps.success ? { jarId, view, stamps: stamps.output.data.stampDtos } : null;
    }
    const error = v.safeParse(Envelope, body);
    if (jarRes.status >= 400 && jarRes.status < 500 && error.success) {
      return { jarId, missing: { status: jarRes.status, message: error.output.message }, stamps: [] };
    }
    return null;
  } catch {
    return null;
  }
};

/** The preview of the writing link: who it is for and why, how many have written, the jar's card. */
export const jarPreviewMeta = (origin: string, jarId: string, view: JarView | null) => {
  const url = `${origin}/jar/${jarId}`;
  if (!view) {
    return metaTags({
      title: "꿀단지",
      description: "팀이 함께 채우는 꿀단지에 마음을 담아보세요.",
      image: `${origin}/images/og-default.png`,
      width: 1200,
      height: 630,
      alt: "꿀단지",
      url,
    });
  }
  const occasion = OCCASION_LABELS[view.occasion];
  const description = view.kept
    ? `${honorific(view.recipientName)}에게 전달된 꿀단지예요.`
    : `${honorific(view.recipientName)}에게 전할 ${occasion} 편지를 함께 모아요. 지금 ${jarProgress(view.letterCount, view.today, view.opensOn)}.`;
  return metaTags({
    title: view.title,
    description,
    image: `${url}/card.png`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${honorific(view.recipientName)}을 위한 ${occasion} 꿀단지`,
    url,
  });
};
