// The card image of one delivered praise (GET /compliment/<uuid>/card.png, 800×400 PNG, Kakao's
// 2:1 feed ratio): its stamp, sender → receiver, the first lines of the letter, the group and the
// 꿀단지 mark, in the app's palette and Noto Sans KR. Drawn by satori (layout to SVG; text is drawn
// as glyphs, never parsed as markup) and resvg (SVG to PNG), both as wasm modules in the worker.
// Only the font slices the text needs are read from the static assets, as a browser would; emoji
// are drawn as Twemoji's images (/emoji/, decision 019), lines break between words, never inside one.

import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { init as initSatori } from "satori/wasm";
import initYoga from "yoga-wasm-web";
import yogaWasm from "yoga-wasm-web/dist/yoga.wasm";
import { monthDayText } from "../../contract/days";
import { groupLabel } from "../../contract/group-label";
import { honorific } from "../../contract/honorific";
import { type JarOccasion, OCCASION_LABELS, OCCASION_THEMES } from "../../contract/occasion";
import type { ReceivedPraise } from "../../contract/praise";
import { receiverNamesOf, receiversLabel } from "../../contract/receiver-names";
import { firstLineOf } from "../../contract/rules";
import { breather } from "./card-draws";
import { CARD_HEIGHT, CARD_WIDTH } from "./preview";

type Slice = { file: string; weight: number; ranges: [number, number][] };
type Assets = (path: string) => Promise<Response>;

// Once per isolate: the wasm modules, and every static file a card reads (the slice table, font
// slices, stamps, the logo). A failed read is forgotten, so the next card tries again.
let engines: Promise<unknown> | undefined;
const files = new Map<string, Promise<unknown>>();

const ready = () => {
  engines ??= Promise.all([initYoga(yogaWasm).then(initSatori), initWasm(resvgWasm)]);
  return engines;
};

const readOnce = <T>(path: string, read: () => Promise<T>): Promise<T> => {
  let file = files.get(path) as Promise<T> | undefined;
  if (!file) {
    file = read();
    files.set(path, file);
    file.catch(() => files.delete(path));
  }
  return file;
};

const fetchAsset = async (assets: Assets, path: string) => {
  const res = await assets(path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res;
};

const fontsFor = async (assets: Assets, text: string) => {
  const slices = await readOnce("/fonts/slices.json", async () =>
    (await fetchAsset(assets, "/fonts/slices.json")).json<Slice[]>(),
  );
  const points = [...new Set([...text].map((ch) => ch.codePointAt(0) ?? 0))];
  const needed = slices.filter((slice) => points.some((p) => slice.ranges.some(([from, to]) => p >= from && p <= to)));
  return Promise.all(
    needed.map(async (slice) => {
      const path = `/fonts/${slice.file}`;
      const data = await readOnce(path, async () => (await fetchAsset(assets, path)).arrayBuffer());
      // One family per slice: satori falls back along the family list for each glyph.
      return { name: `kr-${slice.weight}-${slice.file}`, weight: slice.weight as 400 | 700, data };
    }),
  );
};

const dataUrl = (assets: Assets, path: string) =>
  readOnce(path, async () => {
    const res = await fetchAsset(assets, path);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `data:${res.headers.get("Content-Type")?.split(";")[0] ?? "image/svg+xml"};base64,${btoa(binary)}`;
  });

/**
 * Twemoji's file name for one emoji: its code points in hex joined by '-', the variation selector
 * FE0F left out unless the emoji is a joined sequence (Twemoji names '2764.svg' but
 * '2764-fe0f-200d-1f525.svg').
 */
export const emojiFile = (emoji: string) => {
  const text = emoji.includes("\u200d") ? emoji : emoji.replaceAll("\ufe0f", "");
  return `${[...text].map((ch) => ch.codePointAt(0)?.toString(16)).join("-")}.svg`;
};

// satori asks for each emoji it meets: its image, or nothing (an unknown emoji keeps its glyph box).
const emojiImage = (assets: Assets) => async (language: string, segment: string) =>
  language === "emoji" ? dataUrl(assets, `/emoji/${emojiFile(segment)}`).catch(() => []) : [];

const graphemes = (text: string) =>
  [...new Intl.Segmenter("ko", { granularity: "grapheme" }).segment(text)].map((s) => s.segment);

// Lines break between words (keep-all). A letter with a word wider than its column (about 19
// Hangul syllables; Latin letters about 0.6 of one) breaks anywhere instead, so that no word is cut
// off at the edge. (satori draws a zero-width space as a box, so a long word cannot be given
// break points of its own.)
const COLUMN_EMS = 18;
const wide = /[\p{Script=Hangul}\p{Script=Han}\p{Extended_Pictographic}]/u;
const wordBreakOf = (text: string) =>
  text.split(/\s+/).some((word) => graphemes(word).reduce((ems, ch) => ems + (wide.test(ch) ? 1 : 0.6), 0) > COLUMN_EMS)
    ? "break-all"
    : "keep-all";

/** The letter's first lines, at most `max` characters as a person counts them. */
const excerpt = (content: string, max = 96) => {
  const text = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
  const chars = graphemes(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
};

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});
const img = (src: string, width: number, height: number): Node => ({ type: "img", props: { src, width, height } });

/** What a card needs besides its words: the engines, the fonts for `text`, its picture and the logo. */
const materials = async (assets: Assets, text: string, picture: string) => {
  const [, fonts, image, logo] = await Promise.all([
    ready(),
    fontsFor(assets, `${text}꿀단지`),
    dataUrl(assets, picture),
    dataUrl(assets, "/images/logo.svg"),
  ]);
  // Each weight's slices first, the other's after (a glyph missing in one weight still draws).
  const familyOf = (weight: number) =>
    [...fonts.filter((f) => f.weight === weight), ...fonts.filter((f) => f.weight !== weight)]
      .map((font) => font.name)
      .join(", ");
  return { fonts, image, logo, regular: familyOf(400), bold: familyOf(700) };
};

type Materials = Awaited<ReturnType<typeof materials>>;

/** The honey's colours: a praise's card, an answer's. A jar's card takes its occasion's (decision 044). */
const HONEY = { soft: "#FFF8E1", deep: "#FFEFC2", ink: "#8A6200" };

/** The card's frame: the picture on a white panel at the left, `column` beside it, the mark below. */
const frame = (m: Materials, picture: Node, caption: string, column: Node[], colours = HONEY) =>
  el(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      padding: 36,
      background: `linear-gradient(160deg, ${colours.soft} 0%, ${colours.deep} 100%)`,
      fontFamily: m.regular,
      color: "#1F1F1F",
    },
    el(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        width: 230,
        marginRight: 32,
        borderRadius: 28,
        background: "#FFFFFF",
      },
      picture,
      el("div", { marginTop: 14, fontSize: 24, fontWeight: 700, fontFamily: m.bold, color: colours.ink }, caption),
    ),
    el(
      "div",
      { display: "flex", flexDirection: "column", flex: 1, minWidth: 0 },
      ...column,
      el(
        "div",
        { display: "flex", alignItems: "center", marginTop: "auto", alignSelf: "flex-end" },
        img(m.logo, 40, 40),
        el("div", { marginLeft: 8, fontSize: 22, fontWeight: 700, fontFamily: m.bold, color: "#8A6200" }, "꿀단지"),
      ),
    ),
  );

const toPng = async (card: Node, m: Materials, assets: Assets) => {
  const svg = await satori(card as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: m.fonts,
    loadAdditionalAsset: emojiImage(assets),
  });
  await breather(); // layout done; the rasterising is another long step
  return new Resvg(svg).render().asPng();
};

const letterBlock = (letter: string, marginTop: number, maxHeight: number) =>
  el(
    "div",
    {
      display: "flex",
      marginTop,
      fontSize: 24,
      lineHeight: 1.5,
      color: "#333333",
      maxHeight,
      overflow: "hidden",
      wordBreak: wordBreakOf(letter),
    },
    letter,
  );

export const renderPraiseCard = async (praise: ReceivedPraise, assets: Assets): Promise<Uint8Array> => {
  const names = `${praise.senderName} → ${receiversLabel(receiverNamesOf(praise))}`;
  const group = praise.groupName ? groupLabel(praise.groupName) : "";
  // A relay is marked beside the group ('칭찬 릴레이 · 3번째').
  const relay = praise.relayLength ? `칭찬 릴레이 · ${praise.relayLength}번째` : "";
  const kicker = [group || "꿀단지", relay].filter(Boolean).join("  ·  ");
  const letter = excerpt(praise.content);
  const m = await materials(
    assets,
    `${names}${kicker}${letter}${honorific(praise.stampName)}에게 칭찬`,
    praise.imageUrl,
  );
  const card = frame(m, img(m.image, 180, 156), praise.stampName, [
    el("div", { fontSize: 20, color: relay ? "#8A6200" : "#6B6B6B" }, kicker),
    el(
      "div",
      { marginTop: 6, fontSize: 34, fontWeight: 700, fontFamily: m.bold, lineHeight: 1.25, wordBreak: "keep-all" },
      names,
    ),
    letterBlock(letter, 18, 144),
  ]);
  return toPng(card, m, assets);
};

/**
 * The card of a keeper's answer (decision 022), sent back to the sender through KakaoTalk: the reaction
 * and its word, the praise it answers (sender → receivers) and the letter's first line. It names no
 * keeper (the address is public; the message's title names them), so one card per praise and word.
 */
export const renderAnswerCard = async (
  praise: ReceivedPraise,
  reaction: { label: string; imageUrl: string },
  assets: Assets,
): Promise<Uint8Array> => {
  const line = excerpt(firstLineOf(praise.content), 48);
  const about = `${honorific(praise.senderName)}이 ${honorific(receiversLabel(receiverNamesOf(praise)))}에게 보낸 칭찬`;
  const headline = `‘${reaction.label}’`;
  const m = await materials(assets, `꿀 답장${headline}${about}“${line}”`, reaction.imageUrl);
  const card = frame(m, img(m.image, 160, 140), "꿀 답장", [
    el("div", { fontSize: 20, color: "#8A6200" }, about),
    el("div", { marginTop: 6, fontSize: 48, fontWeight: 700, fontFamily: m.bold, lineHeight: 1.2 }, headline),
    letterBlock(`“${line}”`, 18, 108),
  ]);
  return toPng(card, m, assets);
};

/**
 * Decision 024: the card of a shared jar's writing link: the jar and its occasion, the title, who it
 * is for and the day it opens, in the occasion's colours and picture (decision 044). It carries no
 * count, so it stays true while letters arrive; the creator's nudge asks for one with its progress as
 * it was when shared ('꿀방울 7개 · D-2').
 */
export const renderJarCard = async (
  jar: { title: string; recipientName: string; occasion: JarOccasion; opensOn: string; progress?: string },
  assets: Assets,
): Promise<Uint8Array> => {
  const theme = OCCASION_THEMES[jar.occasion];
  const label = OCCASION_LABELS[jar.occasion];
  const kicker = jar.progress ?? `함께 채우는 꿀단지  ·  ${monthDayText(jar.opensOn)}에 열려요`;
  const to = `To. ${jar.recipientName}`;
  const invite = jar.progress ? "아직 쓰지 않았다면 지금 마음을 담아주세요" : "팀의 마음을 한 통씩 담아주세요";
  const m = await materials(assets, `${kicker}${jar.title}${to}${invite}${label}`, theme.illustration);
  const card = frame(
    m,
    img(m.image, 150, 150),
    label,
    [
      el("div", { fontSize: 20, color: theme.ink }, kicker),
      el(
        "div",
        { marginTop: 6, fontSize: 40, fontWeight: 700, fontFamily: m.bold, lineHeight: 1.25, wordBreak: "keep-all" },
        jar.title,
      ),
      el("div", { marginTop: 12, fontSize: 28, color: "#333333" }, to),
      el("div", { marginTop: 12, fontSize: 22, color: "#5C5C5C" }, invite),
    ],
    theme,
  );
  return toPng(card, m, assets);
};
