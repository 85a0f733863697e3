// The shared jar (docs/api.md "Added in the fourth round"): a team fills one jar with letters for one
// person, who opens and keeps it on its day.

import * as v from "valibot";
import { required } from "./body";
import { dDayLabel } from "./days";
import { honorific } from "./honorific";
import { JAR_OCCASIONS, type JarOccasion, OCCASION_LABELS } from "./occasion";
import { GROUP_NAME_MAX, takeGraphemes, WITHIN_CHARACTERS, WITHIN_LINES } from "./rules";

export { JAR_OCCASIONS, type JarOccasion, OCCASION_LABELS } from "./occasion";

/** A jar's letters counted as its drops of honey: the same word on every screen and in the chat's preview. */
export const jarDrops = (count: number) => `꿀방울 ${count}개`;

export const JAR_TITLE_MAX = 20;
export const JAR_LETTERS_MAX = 300;
export const JAR_GUEST_LETTERS_MAX = 3;
/** (fifth round) A jar letter may be longer than a praise: 500 characters and 20 lines. */
export const JAR_LETTER_MAX = 500;
export const JAR_LETTER_LINES_MAX = 20;
/** The keeper's thank-you is as short as a praise: its characters and lines. */
export const THANKS_LINES_MAX = 9;
export const JAR_OPENS_WITHIN_DAYS = 60;
/** Letters per client address (an IPv6 /64), or per member, per minute (wrangler.toml JAR_RATE_LIMITER). */
export const JAR_GUEST_WRITES_PER_MINUTE = 10;
/** New guest letters one jar takes a minute, from every guest together (decision 037). */
export const JAR_GUEST_LETTERS_PER_JAR_MINUTE = 60;
/** Letters one member may write in one jar. */
export const JAR_MEMBER_LETTERS_MAX = 20;
export const WRITER_COOKIE = "__Host-kkul-writer";

/** What the jar is called where it is named whole: its page's title, the home's list. */
export const SHARED_JAR = "함께 채우는 꿀단지";
/** A kept jar's writers hear of the keeper's thank-you: the mail's title, the jar's card and lists. */
export const THANKS_ARRIVED = "감사 인사가 도착했어요";
/** A letter with nothing in it (the composer says it before the host does). */
export const LETTER_EMPTY = "편지 내용을 입력해주세요.";

// The messages the pages show themselves, each a constant of its own: the build writes a constant
// where it is used, and JAR_MESSAGES below, which only the host reads, stays out of the pages' code.
export const JAR_NOT_FOUND = "꿀단지를 찾을 수 없어요.";
export const JAR_CLOSED = "편지 받기를 마감한 꿀단지예요.";
export const JAR_WRONG_KEY = "여는 링크가 올바르지 않아요.";
export const JAR_OPENS_ON_RANGE = `여는 날은 오늘부터 ${JAR_OPENS_WITHIN_DAYS}일 안으로 골라주세요.`;
export const JAR_TOO_LONG = `편지는 ${JAR_LETTER_MAX}${WITHIN_CHARACTERS}`;
export const JAR_TOO_MANY_LINES = `편지는 ${JAR_LETTER_LINES_MAX}${WITHIN_LINES}`;
export const JAR_WRITER_NAME = "닉네임을 입력해주세요.";

export const JAR_MESSAGES = {
  notFound: JAR_NOT_FOUND,
  letterNotFound: "편지를 찾을 수 없어요.",
  kept: "이미 전달된 꿀단지예요.",
  closed: JAR_CLOSED,
  full: `꿀단지가 가득 찼어요. 편지는 ${JAR_LETTERS_MAX}개까지 담을 수 있어요.`,
  guestLimit: `한 꿀단지에 편지는 ${JAR_GUEST_LETTERS_MAX}개까지 쓸 수 있어요.`,
  notYet: "아직 열 수 없어요. 여는 날에 다시 와주세요.",
  wrongKey: JAR_WRONG_KEY,
  creatorOnly: "꿀단지를 만든 사람만 할 수 있어요.",
  opensOnRange: JAR_OPENS_ON_RANGE,
  tooLong: JAR_TOO_LONG,
  tooManyLines: JAR_TOO_MANY_LINES,
  writerName: JAR_WRITER_NAME,
  keeperOnly: "꿀단지를 간직한 사람만 할 수 있어요.",
  memberLimit: "한 꿀단지에 편지는 20개까지 쓸 수 있어요.",
  busy: "지금 편지가 한꺼번에 많이 들어오고 있어요. 1분 뒤에 다시 보내주세요.",
  hiddenWriter: "이 꿀단지에는 더 편지를 쓸 수 없어요.",
  unhideAfterDay: "여는 날부터는 숨긴 편지를 되돌릴 수 없어요.",
  thanked: "감사 인사는 한 번만 남길 수 있어요.",
  anonymousNotAllowed: "이 꿀단지는 이름을 밝히고 쓰는 꿀단지예요.",
  madeToday: "꿀단지는 하루에 10개까지 만들 수 있어요. 내일 다시 만들어주세요.",
  /** (fifth round) A new letter's stamp is one of its occasion's (decision 044). */
  otherOccasionStamp: "이 꿀단지에 어울리는 꿀도장을 골라주세요.",
} as const;

/** Jars one member may make in 24 hours (decision 041): a team's farewells, never a flood of objects. */
export const JARS_PER_DAY_MAX = 10;

export { ANONYMOUS_NAME } from "./honorific";
/** The keeper's reactions to a letter (docs/api.md fifth round). */
export const JAR_REACTIONS = ["HEART", "CLAP", "LAUGH", "TEAR", "WOW"] as const;
export type JarReaction = (typeof JAR_REACTIONS)[number];

/** (fifth round) A photo's id, as the host makes them (POST …/photos; contract/jar-photos.ts). */
export const PhotoIdSchema = v.pipe(
  v.string(required("photoId")),
  v.regex(/^[A-Za-z0-9_-]{22}$/, "사진을 다시 올려주세요."),
);

// ---------- responses ----------

export const LetterSchema = v.object({
  letterId: v.number(),
  writerName: v.string(),
  guest: v.boolean(),
  content: v.string(),
  honeyStampId: v.number(),
  writtenAt: v.string(),
  /** (fifth round) Written without a name: writerName is '익명' to everyone but its writer. */
  anonymous: v.optional(v.boolean()),
  /** (fifth round) The keeper's reaction, once kept. */
  reaction: v.optional(v.nullable(v.picklist(JAR_REACTIONS))),
  /** (fifth round) GET /api/jar/{jarId}/photos/{photoId}, where the reader may see the letter. */
  photoUrl: v.optional(v.string()),
  /** (ours) Hidden by the creator: in its writer's `mine` and the creator's `hiddenLetters` only. */
  hidden: v.optional(v.boolean()),
});
export type Letter = v.InferOutput<typeof LetterSchema>;

/** (fifth round) The keeper's one thank-you to everyone who wrote. */
export const JarThanksSchema = v.object({ content: v.string(), at: v.string() });
export type JarThanks = v.InferOutput<typeof JarThanksSchema>;

export const JarViewSchema = v.object({
  jarId: v.string(),
  title: v.string(),
  recipientName: v.string(),
  occasion: v.picklist(JAR_OCCASIONS),
  opensOn: v.string(),
  open: v.boolean(),
  kept: v.boolean(),
  closed: v.boolean(),
  letterCount: v.number(),
  stamps: v.array(v.object({ honeyStampId: v.number(), count: v.number() })),
  creatorName: v.string(),
  isCreator: v.boolean(),
  mine: v.array(LetterSchema),
  letters: v.optional(v.array(LetterSchema)),
  /** (ours) The letters the creator hid, to the creator alone until kept ('숨긴 편지 N', 되돌리기). */
  hiddenLetters: v.optional(v.array(LetterSchema)),
  /** (ours) The host's KST day: the page counts the days with it, so server and browser agree. */
  today: v.string(),
  /** (fifth round) Whether letters without a name are allowed. */
  anonymousAllowed: v.optional(v.boolean()),
  /** (fifth round) The keeper's thank-you, to the jar's writers once kept. */
  thanks: v.optional(JarThanksSchema),
});
export type JarView = v.InferOutput<typeof JarViewSchema>;

export const JarOpeningSchema = v.object({
  title: v.string(),
  recipientName: v.string(),
  occasion: v.picklist(JAR_OCCASIONS),
  opensOn: v.string(),
  open: v.boolean(),
  kept: v.boolean(),
  letterCount: v.number(),
  /** (ours) The host's KST day, as on the jar's view. */
  today: v.string(),
  /** (fifth round, POST …/opening) Every letter, from the opening day on: the key is the capability. */
  letters: v.optional(v.array(LetterSchema)),
  thanks: v.optional(JarThanksSchema),
  /** (fifth round, POST …/opening) Whether the caller is the member who kept it, and the group it became. */
  keptByYou: v.optional(v.boolean()),
  groupId: v.optional(v.number()),
});
export type JarOpening = v.InferOutput<typeof JarOpeningSchema>;

export const CreatedJarSchema = v.object({
  jarId: v.string(),
  title: v.string(),
  recipientName: v.string(),
  occasion: v.picklist(JAR_OCCASIONS),
  opensOn: v.string(),
  letterCount: v.number(),
  keepKey: v.string(),
  kept: v.boolean(),
  closed: v.boolean(),
});
export const WrittenJarSchema = v.object({
  jarId: v.string(),
  title: v.string(),
  recipientName: v.string(),
  opensOn: v.string(),
  kept: v.boolean(),
  /** (fifth round) The keeper thanked the writers, and their reaction to the caller's latest letter. */
  thanked: v.optional(v.boolean()),
  reaction: v.optional(v.nullable(v.picklist(JAR_REACTIONS))),
});
export const MyJarsSchema = v.object({ created: v.array(CreatedJarSchema), written: v.array(WrittenJarSchema) });
export type MyJars = v.InferOutput<typeof MyJarsSchema>;

export const CreatedJarIdsSchema = v.object({ jarId: v.string(), keepKey: v.string() });
export const KeptJarSchema = v.object({ groupId: v.number(), count: v.number() });

// ---------- rules both sides share ----------

/** The title offered from the two fields ('이달콤님의 송별 꿀단지'), within the limit. */
export const suggestedJarTitle = (recipientName: string, occasion: JarOccasion) =>
  takeGraphemes(`${honorific(recipientName)}의 ${OCCASION_LABELS[occasion]} 꿀단지`, JAR_TITLE_MAX);

/** The group a kept jar becomes is named by its title, cut to a group name's limit. */
export const jarGroupName = (title: string) => takeGraphemes(title, GROUP_NAME_MAX).trim();

export { daysBetween, dDayLabel, kstDay } from "./days";

/** How far a jar has come, as its nudge, page preview and card say it: '꿀방울 7개 · D-2'. */
export const jarProgress = (count: number, today: string, opensOn: string) =>
  `${jarDrops(count)} · ${dDayLabel(today, opensOn)}`;

// The drawn page's hand-over (web/drawn/, worker/edge/pages/): ./jar-seed.ts.
export type { JarFormEcho, JarSeed } from "./jar-seed";
