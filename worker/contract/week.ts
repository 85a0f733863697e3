// A member's week and the people they work with (ours, decision 034): GET /api/member/week (home's
// week), GET /api/member/people (send step 1's recent people and the '우리 팀' page). Weeks are ISO
// weeks in Asia/Seoul: Monday 00:00 KST to the next Monday, whatever the server's zone.
import * as v from "valibot";
import { DAY_MS, KST_OFFSET_MS } from "./days";

/** Someone the member has not praised for this many days comes first on '우리 팀'. */
export const TEAM_QUIET_DAYS = 28;
/** Send step 1 offers this many of the most recent people. */
export const RECENT_PEOPLE_MAX = 5;
/** '우리 팀' lists at most this many people (the most recent). */
export const TEAM_MAX = 200;

export type SeoulWeek = {
  /** ISO week, e.g. 2026-W48: the Friday letter's idempotency period. */
  isoWeek: string;
  /** [start, end) as UTC ISO strings, comparable with the stored timestamps. */
  start: string;
  end: string;
  /** The Monday, YYYY-MM-DD (KST). */
  monday: string;
  /** Whether the instant falls on a Friday in Seoul. */
  friday: boolean;
};

/** The Seoul ISO week an instant falls in. */
export const seoulWeekOf = (ms: number): SeoulWeek => {
  const seoul = new Date(ms + KST_OFFSET_MS);
  const weekday = (seoul.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const mondayUtc = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate()) - weekday * DAY_MS;
  // ISO 8601: the week belongs to the year its Thursday is in; week 1 holds the year's first Thursday.
  const thursday = new Date(mondayUtc + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return {
    isoWeek: `${year}-W${String(week).padStart(2, "0")}`,
    start: new Date(mondayUtc - KST_OFFSET_MS).toISOString(),
    end: new Date(mondayUtc + 7 * DAY_MS - KST_OFFSET_MS).toISOString(),
    monday: new Date(mondayUtc).toISOString().slice(0, 10),
    friday: weekday === 4,
  };
};

export const WeekSchema = v.object({
  /** The week's Monday, YYYY-MM-DD (KST). */
  monday: v.string(),
  /** Praise the member kept this week, and praise they sent that was delivered this week. */
  received: v.number(),
  sent: v.number(),
  /** Keepers who kept the member's praise this week. */
  kept: v.number(),
  /** Shared jars the member made or wrote in, not kept yet, that open within 7 days. */
  jarsWaiting: v.number(),
  /** Whether today is Friday in Seoul: home then shows the Friday letter's invitation. */
  friday: v.boolean(),
});
export type Week = v.InferOutput<typeof WeekSchema>;

export const PersonSchema = v.object({
  /** As typed by the member (a receiver) or as the praise was signed (a sender, a jar's writer). */
  name: v.string(),
  /** ISO 8601, or null: the member's latest praise to them, and theirs to the member. */
  lastSentAt: v.nullable(v.string()),
  lastReceivedAt: v.nullable(v.string()),
  /** The member's group last used for them (where the praise to them was sent from, or theirs kept). */
  groupId: v.nullable(v.number()),
  groupName: v.nullable(v.string()),
});
export type Person = v.InferOutput<typeof PersonSchema>;

/** Most recent first (the later of lastSentAt and lastReceivedAt), at most TEAM_MAX. */
export const PeopleSchema = v.object({ people: v.array(PersonSchema) });
export type People = v.InferOutput<typeof PeopleSchema>;

const lastOf = (p: Person) => ((p.lastSentAt ?? "") > (p.lastReceivedAt ?? "") ? p.lastSentAt : p.lastReceivedAt);

/** Whether the member has not praised this person in TEAM_QUIET_DAYS (or ever). */
export const isQuiet = (person: Person, nowMs: number) =>
  person.lastSentAt === null || Date.parse(person.lastSentAt) < nowMs - TEAM_QUIET_DAYS * DAY_MS;

/** '우리 팀''s order: who has not heard from the member in four weeks first, then the most recent. */
export const teamOrder = (people: readonly Person[], nowMs: number): Person[] =>
  [...people].sort((a, b) => {
    const quiet = Number(isQuiet(b, nowMs)) - Number(isQuiet(a, nowMs));
    if (quiet !== 0) return quiet;
    return (lastOf(b) ?? "").localeCompare(lastOf(a) ?? "");
  });
