// POST /__dev/demo-jars (local only): the demo story's two shared jars (decision 024), which SQL
// cannot seed — their letters live in Durable Objects. `npm start` calls it once the demo story is in.
// Written through the production code: the jars' objects (init, write, keep) and the keeping batch.
//   - open: 김꿀벌's jar for 최열정's promotion, opening in five days, four letters (two guests);
//   - kept: 이달콤's welcome jar for 박성실, kept by him a week ago into his group of that name.
// Once: a database that has them (or lacks the story's members) is left as it is.
import { Hono } from "hono";
import { DAY_MS, kstDay } from "../contract/days";
import { clock } from "../host/auth/clock";
import { addDays } from "../host/jars/jar-clock";
import type { JarCaller } from "../host/jars/jar-object";
import { keepInD1 } from "../host/jars/keep";
import { jarObject } from "../host/jars/routes";
import type { AppEnv } from "../lib/types";

export const DEMO_JARS = {
  open: { jarId: "demoJarPromotionOfYeol1", keepKey: "demoKeepPromotionYeol01" },
  kept: { jarId: "demoJarWelcomeSincere01", keepKey: "demoKeepWelcomeSincere1" },
} as const;

/** `stamp`: one of the jar's occasion's (migration 0022, decision 044). */
type Letter = { by: string; guest?: true; content: string; stamp: number };

const OPEN_LETTERS: Letter[] = [
  { by: "이달콤", content: "팀장님 승진 진심으로 축하드려요! 🎉 늘 먼저 길을 열어주셔서 고마워요.", stamp: 31 },
  { by: "박성실", content: "영업 목표 200% 달성의 주인공! 다음 분기도 함께 달려요.", stamp: 33 },
  { by: "민지", guest: true, content: "신입 때 고객 미팅에 데려가 주신 거 아직도 기억해요. 축하드려요!", stamp: 34 },
  { by: "하늘", guest: true, content: "열정 그 자체! 승진 축하드립니다 🔥", stamp: 35 },
];
const KEPT_LETTERS: Letter[] = [
  { by: "김꿀벌", content: "성실님, 개발팀에 오신 걸 환영해요! 궁금한 건 언제든 물어봐요.", stamp: 42 },
  { by: "최열정", content: "첫 주부터 버그 세 개 잡은 거 소문 다 났어요 👀 환영합니다!", stamp: 44 },
  { by: "지원", guest: true, content: "같은 층 디자인팀이에요. 점심 같이 먹어요!", stamp: 45 },
];

const memberIds = async (db: D1Database) => {
  const { results } = await db
    .prepare("SELECT id, name FROM members WHERE name IN ('김꿀벌', '이달콤', '박성실', '최열정') AND id > 0")
    .all<{ id: number; name: string }>();
  return new Map(results.map((row) => [row.name, row.id]));
};

export const demoJars = new Hono<AppEnv>().post("/", async (c) => {
  const db = c.env.DB;
  const ids = await memberIds(db);
  const [bee, sweet, sincere, passion] = ["김꿀벌", "이달콤", "박성실", "최열정"].map((name) => ids.get(name));
  if (!bee || !sweet || !sincere || !passion) return c.json({ added: false, reason: "no demo story" });
  const there = await db
    .prepare("SELECT COUNT(*) AS n FROM jars WHERE id IN (?, ?)")
    .bind(DEMO_JARS.open.jarId, DEMO_JARS.kept.jarId)
    .first<{ n: number }>();
  if (there?.n) return c.json({ added: false, reason: "already there" });

  const today = kstDay(clock.now());
  const at = (daysAgo: number) => new Date(clock.now() - daysAgo * DAY_MS).toISOString();
  const make = async (
    jar: { jarId: string; keepKey: string },
    creator: { id: number; name: string },
    settings: { recipientName: string; occasion: "PROMOTION" | "WELCOME"; title: string; opensOn: string },
    letters: Letter[],
    madeDaysAgo: number,
  ) => {
    await db
      .prepare(
        "INSERT INTO jars (id, creator_id, title, recipient_name, occasion, opens_on, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        jar.jarId,
        creator.id,
        settings.title,
        settings.recipientName,
        settings.occasion,
        settings.opensOn,
        at(madeDaysAgo),
      )
      .run();
    const object = jarObject(c.env, jar.jarId);
    await object.init({ ...jar, creatorId: creator.id, creatorName: creator.name, ...settings }, at(madeDaysAgo));
    for (const [i, letter] of letters.entries()) {
      const memberId = letter.guest ? null : (ids.get(letter.by) ?? null);
      const caller: JarCaller = { memberId, guestKey: memberId === null ? `demo-guest-${letter.by}` : null };
      const content = {
        writerName: letter.by,
        content: letter.content,
        honeyStampId: letter.stamp,
        stampOccasion: settings.occasion,
      };
      const written = await object.write(caller, content, at(madeDaysAgo - 1 - i * 0.2));
      if (written.ok && memberId !== null && written.data.first)
        await db
          .prepare("INSERT OR IGNORE INTO jar_writers (member_id, jar_id) VALUES (?, ?)")
          .bind(memberId, jar.jarId)
          .run();
    }
    const summary = await object.summary();
    await db
      .prepare("UPDATE jars SET letter_count = ?, keep_key = ? WHERE id = ?")
      .bind(summary?.letterCount ?? 0, jar.keepKey, jar.jarId)
      .run();
    return object;
  };

  await make(
    DEMO_JARS.open,
    { id: bee, name: "김꿀벌" },
    {
      recipientName: "최열정",
      occasion: "PROMOTION",
      title: "열정 팀장님 승진 축하 꿀단지",
      opensOn: addDays(today, 5),
    },
    OPEN_LETTERS,
    3,
  );
  const kept = await make(
    DEMO_JARS.kept,
    { id: sweet, name: "이달콤" },
    { recipientName: "박성실", occasion: "WELCOME", title: "박성실님 환영 꿀단지", opensOn: addDays(today, -7) },
    KEPT_LETTERS,
    12,
  );
  const keeping = await kept.keep(DEMO_JARS.kept.keepKey, today, sincere, at(7));
  if (!keeping.ok) return c.json({ added: false, reason: keeping.message }, 500);
  await keepInD1(db, sincere, keeping.data.settings, keeping.data.letters, at(7));
  return c.json({ added: true });
});
