// The edge in front of the shared jar's guest writes (docs/api.md fourth round): the CSRF rules of decision
// 021 apply to a guest's writer cookie as to the session cookie, and letters are limited (10 a minute,
// across jars) per member, or per client address — an IPv6 address by its /64 (decision 037).
import { beforeAll, describe, expect, it } from "vitest";
import { REQUEST_HEADER } from "../contract/headers";
import { JAR_GUEST_WRITES_PER_MINUTE, kstDay } from "../contract/jar";
import { kakaoIdForNickname } from "../dev/test-users";
import { CROSS_SITE_REFUSED } from "../edge/session/csrf";
import { bearer, call, loginAs, ORIGIN, registerMember } from "../test/helpers";
import { aDayPasses } from "../test/jar-kit";
import { addressKey, RATE_LIMITED } from "./rate-limit";

let token: string;
let jarId: string;

const guestLetter = (headers: Record<string, string>, jar = jarId) =>
  call(`/api/jar/${jar}/letters`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ content: "고마워요", honeyStampId: 21, writerName: "민지" }),
  });

const ours = { [REQUEST_HEADER]: "1", Origin: ORIGIN };

const newJar = async () => {
  await aDayPasses();
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

  // A guest's edit and deletion of their own letter ride on the same writer cookie: the same rules.
  const refusals: [string, Record<string, string>][] = [
    ["without the app's header", { Origin: ORIGIN }],
    ["from another site", { [REQUEST_HEADER]: "1", Origin: "https://evil.example" }],
    ["with no Origin", { [REQUEST_HEADER]: "1" }],
  ];
  it.each(refusals.flatMap(([why, headers]) => [["PATCH", why, headers] as const, ["DELETE", why, headers] as const]))(
    "refuses a guest's %s of their own letter %s (403), changing nothing",
    async (method, _, headers) => {
      const jar = await newJar();
      const written = await guestLetter({ ...ours, "CF-Connecting-IP": `198.51.100.${crypto.randomUUID()}` }, jar);
      expect(written.status).toBe(201);
      const writer = (written.headers.get("Set-Cookie") ?? "").split(";")[0]!;
      const { letterId } = (await written.json<{ data: { letterId: number } }>()).data;
      const change = (extra: Record<string, string>) =>
        call(`/api/jar/${jar}/letters/${letterId}`, {
          method,
          headers: { "Content-Type": "application/json", Cookie: writer, ...extra },
          body: method === "PATCH" ? JSON.stringify({ content: "몰래 고친 말", honeyStampId: 22 }) : undefined,
        });
      const mine = async () =>
        (await (await call(`/api/jar/${jar}`, { headers: { Cookie: writer } })).json<{ data: { mine: unknown[] } }>())
          .data.mine;

      const res = await change(headers);
      expect(res.status).toBe(403);
      expect((await res.json<{ message: string }>()).message).toBe(CROSS_SITE_REFUSED);
      expect(await mine()).toEqual([expect.objectContaining({ letterId, content: "고마워요", honeyStampId: 21 })]);
      // The same call from the app's own page goes through: the cookie was the guest's all along.
      expect((await change(ours)).status).toBe(200);
      expect(await mine()).toEqual(
        method === "PATCH" ? [expect.objectContaining({ letterId, content: "몰래 고친 말", honeyStampId: 22 })] : [],
      );
    },
  );

  it(`is limited to ${JAR_GUEST_WRITES_PER_MINUTE} a minute per client address, across jars; others are not held up`, async () => {
    // Jars enough that no jar's own limits stop a guest (a new guest each time: no cookie).
    const jars = [jarId, ...(await Promise.all(Array.from({ length: 6 }, newJar)))];
    // The counter's window is fixed (a minute): the burst starts well inside one, and is tried again
    // with a new address should the window turn during it anyway.
    const windowOf = () => Math.floor(Date.now() / 60_000);
    let address: Record<string, string> = {};
    let statuses: number[] = [];
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 200));
      const window = windowOf();
      address = { "CF-Connecting-IP": `203.0.113.${attempt + 77}-${crypto.randomUUID().slice(0, 8)}` };
      statuses = [];
      for (let i = 0; i < JAR_GUEST_WRITES_PER_MINUTE; i++)
        statuses.push((await guestLetter({ ...ours, ...address }, jars[i % jars.length])).status);
      limited = await guestLetter({ ...ours, ...address }, jars.at(-1));
      if (windowOf() === window) break;
    }
    expect(statuses).toEqual(Array(JAR_GUEST_WRITES_PER_MINUTE).fill(201));
    if (!limited) throw new Error("no burst ran");
    expect(limited.status).toBe(429);
    expect((await limited.json<{ message: string }>()).message).toBe(RATE_LIMITED);
    expect(
      (await guestLetter({ ...ours, "CF-Connecting-IP": `203.0.113.90-${crypto.randomUUID().slice(0, 8)}` })).status,
    ).toBe(201);
    // A member's letters are not a guest's: the jar takes them as they come.
    const asMember = await call(`/api/jar/${jarId}/letters`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token), ...address },
      body: JSON.stringify({ content: "멤버의 편지", honeyStampId: 21 }),
    });
    expect(asMember.status).toBe(201);
  });
});

/**
 * `count` letters within one window of the minute's counter, then one more, from `sender(i)`; tried
 * again with fresh senders should the window turn during the burst. Answers the statuses and the last.
 */
const burst = async (count: number, sender: (attempt: number, i: number) => Response | Promise<Response>) => {
  const windowOf = () => Math.floor(Date.now() / 60_000);
  let statuses: number[] = [];
  let last: Response | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 200));
    const window = windowOf();
    statuses = [];
    for (let i = 0; i < count; i++) statuses.push((await sender(attempt, i)).status);
    last = await sender(attempt, count);
    if (windowOf() === window) break;
  }
  if (!last) throw new Error("no burst ran");
  return { statuses, last };
};

describe("who a letter is counted against", () => {
  it("reads an IPv6 address by its /64, an IPv4 address whole", () => {
    expect(addressKey("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(addressKey("2001:0db8:00aa:00bb:1234:5678:9abc:def0")).toBe("2001:db8:aa:bb::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it(`holds guests from many addresses of one /64 to ${JAR_GUEST_WRITES_PER_MINUTE} a minute together; another /64 gets in`, async () => {
    const jars = [jarId, ...(await Promise.all(Array.from({ length: 4 }, newJar)))];
    // A /64 of its own per attempt (the counter is shared by the run's files): random hextets.
    const prefix = (attempt: number) => `2001:db8:${(Math.random() * 0xffff) | 0}:${attempt + 1}`;
    const prefixes = [prefix(0), prefix(1)];
    const { statuses, last } = await burst(JAR_GUEST_WRITES_PER_MINUTE, (attempt, i) =>
      guestLetter(
        { ...ours, "CF-Connecting-IP": `${prefixes[attempt]}::${(i + 1).toString(16)}` },
        jars[i % jars.length],
      ),
    );
    expect(statuses).toEqual(Array(JAR_GUEST_WRITES_PER_MINUTE).fill(201));
    expect(last.status).toBe(429);
    expect((await last.json<{ message: string }>()).message).toBe(RATE_LIMITED);
    const elsewhere = `2001:db8:${(Math.random() * 0xffff) | 0}:ff::1`;
    expect((await guestLetter({ ...ours, "CF-Connecting-IP": elsewhere })).status).toBe(201);
  });

  it(`holds a member to ${JAR_GUEST_WRITES_PER_MINUTE} letters a minute whatever their address; other members are not held`, async () => {
    const name = `리밋${crypto.randomUUID().slice(0, 4)}`;
    await registerMember(name, kakaoIdForNickname(name));
    const mine = (await loginAs(name)).accessToken;
    const jars = [await newJar(), await newJar()];
    const letter = (who: string, i: number) =>
      call(`/api/jar/${jars[i % 2]}/letters`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...bearer(who),
          "CF-Connecting-IP": `198.51.100.${crypto.randomUUID()}`,
        },
        body: JSON.stringify({ content: `멤버 편지 ${i}`, honeyStampId: 21 }),
      });
    const { statuses, last } = await burst(JAR_GUEST_WRITES_PER_MINUTE, (_, i) => letter(mine, i));
    expect(statuses).toEqual(Array(JAR_GUEST_WRITES_PER_MINUTE).fill(201));
    expect(last.status).toBe(429);
    expect((await letter(token, 0)).status).toBe(201);
  });

  it(`holds a member to ${JAR_GUEST_WRITES_PER_MINUTE} edits of their letters a minute (decision 041); a delete has its own budget`, async () => {
    const name = `고침${crypto.randomUUID().slice(0, 4)}`;
    await registerMember(name, kakaoIdForNickname(name));
    const mine = (await loginAs(name)).accessToken;
    const jar = await newJar();
    const asMe = (method: string, path: string, body?: unknown) =>
      call(path, {
        method,
        headers: { "Content-Type": "application/json", ...bearer(mine), "CF-Connecting-IP": "198.51.100.77" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const written = await asMe("POST", `/api/jar/${jar}/letters`, { content: "처음 편지", honeyStampId: 21 });
    expect(written.status).toBe(201);
    const { letterId } = (await written.json<{ data: { letterId: number } }>()).data;
    const { statuses, last } = await burst(JAR_GUEST_WRITES_PER_MINUTE, (_, i) =>
      asMe("PATCH", `/api/jar/${jar}/letters/${letterId}`, { content: `고친 편지 ${i}`, honeyStampId: 21 }),
    );
    expect(statuses).toEqual(Array(JAR_GUEST_WRITES_PER_MINUTE).fill(200));
    expect(last.status).toBe(429);
    expect((await last.json<{ message: string }>()).message).toBe(RATE_LIMITED);
    expect((await asMe("DELETE", `/api/jar/${jar}/letters/${letterId}`)).status).toBe(200);
  });
});
