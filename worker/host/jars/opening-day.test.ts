// The shared jar's opening day (docs/api.md fourth round; SPEC §9): from today to 60 days ahead, today being
// Seoul's (KST) day. The edges: today and today + 60 are taken; yesterday and today + 61 are refused
// with the Korean 400, writing nothing. The clock is set half an hour past a KST midnight, when the
// UTC date is still the day before: a jar's day must not be UTC's.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { JAR_MESSAGES, JAR_OPENS_WITHIN_DAYS, kstDay } from "../../contract/jar";
import { type Caller, d1Rows, get, member, send } from "../../test/jar-kit";
import { clock } from "../auth/clock";
import { addDays } from "./jar-clock";

const DAY_MS = 86_400_000;
const KST_MS = 9 * 60 * 60 * 1000;

let creator: Caller & { id: number };
/** The KST day the clock is set to. */
let today: string;

beforeAll(async () => {
  creator = await member("김꿀벌");
});
afterEach(() => vi.restoreAllMocks());

/** The clock at 00:30 KST of the next KST day (within a day of now, so sessions stay valid). */
const halfPastKstMidnight = () => {
  const nextKstMidnight = (Math.floor((Date.now() + KST_MS) / DAY_MS) + 1) * DAY_MS - KST_MS;
  const at = nextKstMidnight + 30 * 60 * 1000;
  vi.spyOn(clock, "now").mockReturnValue(at);
  today = kstDay(at);
  // The UTC date is still yesterday's KST date.
  expect(new Date(at).toISOString().slice(0, 10)).toBe(addDays(today, -1));
};

const makeOn = (opensOn: string) =>
  send("POST", "/api/jar", { recipientName: "이달콤", occasion: "BIRTHDAY", opensOn }, creator);

describe("POST /api/jar: the opening day", () => {
  it.each([
    ["today (KST)", 0],
    [`today + ${JAR_OPENS_WITHIN_DAYS}`, JAR_OPENS_WITHIN_DAYS],
  ])("takes %s, and the jar opens on that day", async (_, days) => {
    halfPastKstMidnight();
    const opensOn = addDays(today, days);
    const res = await makeOn(opensOn);
    expect(res.status, await res.clone().text()).toBe(201);
    const { jarId } = (await res.json<{ data: { jarId: string } }>()).data;
    const { body } = await get(`/api/jar/${jarId}`);
    expect(body.data).toMatchObject({ opensOn, today, open: days === 0 });
  });

  it.each([
    ["yesterday (KST; UTC's today)", -1],
    [`today + ${JAR_OPENS_WITHIN_DAYS + 1}`, JAR_OPENS_WITHIN_DAYS + 1],
  ])("refuses %s with the Korean 400, writing nothing", async (_, days) => {
    halfPastKstMidnight();
    const before = await d1Rows();
    const res = await makeOn(addDays(today, days));
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toBe(JAR_MESSAGES.opensOnRange);
    expect(JAR_MESSAGES.opensOnRange).toBe("여는 날은 오늘부터 60일 안으로 골라주세요.");
    expect(await d1Rows()).toEqual(before);
  });
});
