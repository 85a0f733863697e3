// Open Graph previews for /compliment/<uuid>: the SPA's index.html with meta tags describing the
// praise (sender → receiver, first line of content), read through /api so it works the same with
// the built-in host and an external PRAISE_HOST. Every value is HTML-escaped.
import * as v from "valibot";
import { honorific } from "../../contract/honorific";
import { type ReceivedPraise, ReceivedPraiseSchema } from "../../contract/praise";
import { receiverNamesOf, receiversLabel } from "../../contract/receiver-names";
import { firstLineOf } from "../../contract/rules";
import { honeySentTitle } from "../../contract/sent-title";

/** A praise card's size (Kakao's 2:1 feed ratio), drawn by praise-card.ts: here, so naming it in the
 * meta tags does not load the card's renderer. */
export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 400;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SITE = "꿀단지";
const GENERIC = {
  title: "꿀단지",
  description: "팀원에게 달콤한 칭찬을 전해보세요. 꿀도장과 함께 마음을 전하고, 받은 꿀은 꿀단지에 모아요.",
};

export const isPraiseId = (id: string) => UUID.test(id);

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const firstLine = (content: string, max = 80) => {
  const chars = [...firstLineOf(content)];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
};

/** What /api answered for a praise: the praise, the host's 4xx (no such praise), or nothing usable. */
export type PraiseRead =
  | { praise: ReceivedPraise }
  | { missing: { status: number; message: string } }
  | { failed: true };

const Envelope = v.object({ message: v.string() });

/** Reads a delivered praise through /api, as the landing's own query would (anonymously). */
export const readPraise = async (fetchApi: (path: string) => Promise<Response>, id: string): Promise<PraiseRead> => {
  try {
    const res = await fetchApi(`/api/receive-praise?uuid=${encodeURIComponent(id)}`);
    const body: unknown = await res.json();
    if (res.ok) {
      const parsed = v.safeParse(v.object({ data: ReceivedPraiseSchema }), body);
      return parsed.success ? { praise: parsed.output.data } : { failed: true };
    }
    const error = v.safeParse(Envelope, body);
    if (res.status >= 400 && res.status < 500 && error.success) {
      return { missing: { status: res.status, message: error.output.message } };
    }
    return { failed: true };
  } catch {
    return { failed: true };
  }
};

/** A delivered praise for the preview; null when unknown, undelivered or unreadable. */
export const readPraiseForPreview = async (
  fetchApi: (path: string) => Promise<Response>,
  id: string,
): Promise<ReceivedPraise | null> => {
  if (!isPraiseId(id)) return null;
  const read = await readPraise(fetchApi, id);
  return "praise" in read ? read.praise : null;
};

export const previewMeta = (origin: string, path: string, praise: ReceivedPraise | null): string => {
  const receivers = praise ? receiversLabel(receiverNamesOf(praise)) : "";
  const title = praise ? honeySentTitle(praise.senderName, receivers) : GENERIC.title;
  const description = praise ? firstLine(praise.content) || GENERIC.description : GENERIC.description;
  // A delivered praise has its own card (card.ts); anything else the generic image.
  const image = praise ? `${origin}${path}/card.png` : `${origin}/images/og-default.png`;
  const [width, height] = praise ? [CARD_WIDTH, CARD_HEIGHT] : [1200, 630];
  const alt = praise
    ? `${honorific(praise.senderName)}이 ${honorific(receivers)}에게 보낸 ${praise.stampName} 꿀도장 칭찬 카드`
    : "꿀단지: 팀원에게 꿀도장과 함께 칭찬을 보내요";
  return metaTags({ title, description, image, width, height, alt, url: `${origin}${path}` });
};

export type Preview = {
  title: string;
  description: string;
  image: string;
  width: number;
  height: number;
  alt: string;
  url: string;
};

/** The Open Graph and Twitter tags of a page, every value HTML-escaped. */
export const metaTags = ({ title, description, image, width, height, alt, url }: Preview): string => {
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", SITE],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:image", image],
    ["property", "og:image:width", String(width)],
    ["property", "og:image:height", String(height)],
    ["property", "og:image:alt", alt],
    ["property", "og:url", url],
    ["property", "og:locale", "ko_KR"],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
    ["name", "twitter:image:alt", alt],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join("\n    ");
};

/** The tags before `</head>`. A replacer function, never a string: the tags hold user text, where `$`` or
 * `$'` would be read as a replacement pattern and paste the page into itself. */
export const injectMeta = (indexHtml: string, meta: string) =>
  indexHtml.replace("</head>", () => `    ${meta}\n  </head>`);
