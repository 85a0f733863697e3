// The edge in front of the shared jar's guest writes (API.md fourth round): the CSRF rules of decision
// 021 apply to a guest's writer cookie as to the session cookie, and a guest's letters are limited per
// client address (10 a minute), across jars.
import { beforeAll, describe, expect, it } from "vitest";
import { JAR_GUEST_WRITES_PER_MINUTE, kstDay } from "../contract/jar";
import { kakaoIdForNickname } from "../dev/test-users";
import { CROSS_SITE_REFUSED, REQUEST_HEADER } from "../edge/session/csrf";
import { bearer, call, loginAs, ORIGIN, registerMember } from "../test/helpers";
import { RATE_LIMITED } from "./rate-limit";

let token: string;
let jarId: string;

const guestLetter = (headers: Record<string, string>, jar = jarId) =>
  call(`/api/jar/${jar}/letters`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ content: "고마워요", honeyStampId: 1, writerName: "민지" }),
  });

const ours = { [REQUEST_HEADER]: "1", Origin: ORIGIN };

const newJar = async () => {
  const res = await call("/api/jar", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ recipientName: "이달콤", occasion: "BIRTHDAY", opensOn: kstDay(Date.now()) }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ data: { jarId: string } }>()).data.jarId;
};

beforeAll(async () => {
  await registerMember("김꿀벌", kakaoIdForNickname("김꿀벌"));
  token = (await loginAs("김꿀벌")).accessToken;
  jarId = await newJar();
});

describe("a guest's letter at the edge", () => {
  it.each([
    ["without the app's header", { Origin: ORIGIN }],
    ["from another site", { [REQUEST_HEADER]: "1", Origin: "https://evil.example" }],
    ["with no Origin", { [REQUEST_HEADER]: "1" }],
  ])("is refused %s (403), writing nothing", async (_, headers) => {
    const res = await guestLetter({ ...headers, Cookie: "__Host-kkul-writer=AAAAAAAAAAAAAAAAAAAAAA" });
    expect(res.status).toBe(403);
    expect((await res.json<{ message: string }>()).message).toBe(CROSS_SITE_REFUSED);
    const view = await (await call(`/api/jar/${jarId}`)).json<{ data: { letterCount: number } }>();
    expect(view.data.letterCount).toBe(0);
  });

  it(`is limited to ${JAR_GUEST_WRITES_PER_MINUTE} a minute per client address, across jars; others are not held up`, async () => {
    const address = { "CF-Connecting-IP": "203.0.113.77" };
    const statuses: number[] = [];
    // A new guest each time (no cookie), so the three-letters-a-jar rule is not what stops them.
    for (let i = 0; i < JAR_GUEST_WRITES_PER_MINUTE; i++) {
      const jar = i % 2 === 0 ? jarId : await newJar();
      statuses.push((await guestLetter({ ...ours, ...address }, jar)).status);
    }
    expect(statuses).toEqual(Array(JAR_GUEST_WRITES_PER_MINUTE).fill(201));
    const limited = await guestLetter({ ...ours, ...address }, await newJar());
    expect(limited.status).toBe(429);
    expect((await limited.json<{ message: string }>()).message).toBe(RATE_LIMITED);
    expect((await guestLetter({ ...ours, "CF-Connecting-IP": "203.0.113.78" })).status).toBe(201);
    // A member's letters are not a guest's: the jar takes them as they come.
    const asMember = await call(`/api/jar/${jarId}/letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token), ...address },
      body: JSON.stringify({ content: "멤버의 편지", honeyStampId: 1 }),
    });
    expect(asMember.status).toBe(201);
  });
});
