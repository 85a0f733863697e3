// What `npm run bench` measures against, made through the app's own paths on a fresh local
// database: members logged in through the Kakao emulator (as the login page does), groups, praise
// sent, delivered through the share emulator (which calls our webhook) and saved by the receiver.

import { apiLogin, browserLogin as browserLoginAs, clientAddress } from "./login.mjs";

/**
 * @typedef {import("./login.mjs").ApiSession} ApiSession
 * @typedef {import("./login.mjs").BrowserSession} BrowserSession
 * @typedef {{ token?: string, body?: unknown, from?: string }} ApiOptions
 * @typedef {ApiSession & { cookie: string }} BenchMember
 * @typedef {{ groupId: number, receiverName: string, content: string, stamp?: number }} Delivery
 * @typedef {ReturnType<typeof benchClient>} BenchClient
 * @typedef {Awaited<ReturnType<typeof seedBench>>} BenchSeed
 */

/**
 * A client for one local worker; every call throws on a non-2xx answer.
 * @param {string} url
 */
export const benchClient = (url) => {
  /**
   * The answer's `data`, or null for an empty body.
   * @param {string} method
   * @param {string} path
   * @param {ApiOptions} [options]
   * @returns {Promise<any>} the JSON envelope's data, shaped by the route
   */
  const api = async (method, path, { token, body, from } = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(from ? { "CF-Connecting-IP": from } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return text ? JSON.parse(text).data : null;
  };

  // Each login is another person's phone, with the address Cloudflare would set for it: the worker
  // limits logging in per client address as production does.
  let phones = 0;
  const phone = () => ({ from: clientAddress(++phones) });

  /**
   * A browser's login (its session cookie), as the login page makes it.
   * @param {string} user
   * @returns {Promise<BrowserSession>}
   */
  const browserLogin = (user) => browserLoginAs(url, user, phone());

  /**
   * A member for the measured pages and calls: the browser's session (its cookie) and, for the API
   * figures, an API client's bearer tokens.
   * @param {string} user
   * @returns {Promise<BenchMember>}
   */
  const login = async (user) => {
    const session = await apiLogin(url, user, phone());
    const { cookie } = await browserLogin(user);
    return { ...session, cookie };
  };

  /**
   * Sends a praise from `sender`'s group and has KakaoTalk (the emulator) confirm delivery. A member
   * may send 30 a minute (worker/edge/rate-limit.ts): past that, this waits as long as the 429's
   * Retry-After says and sends again (never inside a timed figure). Returns the praise's uuid.
   * @param {{ accessToken: string }} sender
   * @param {Delivery} delivery
   * @returns {Promise<string>}
   */
  const deliver = async (sender, { groupId, receiverName, content, stamp = 2 }) => {
    const body = { content, projectStatus: false, receiverName, groupId, honeyStampId: stamp };
    let uuid;
    let shareToken;
    for (;;) {
      const res = await fetch(`${url}/api/send-praise`, {
        method: "POST",
        headers: { Authorization: `Bearer ${sender.accessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (res.status === 429) {
        const seconds = Number(res.headers.get("Retry-After") ?? 60);
        console.log(`  (a member's 30 sends a minute reached: waiting ${seconds} s)`);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      const text = await res.text();
      if (!res.ok) throw new Error(`POST /api/send-praise answered ${res.status}: ${text.slice(0, 200)}`);
      ({ uuid, shareToken } = JSON.parse(text).data);
      break;
    }
    await api("POST", "/__dev/kakao/share", {
      body: {
        appKey: "local-js-key",
        templateId: 100001,
        templateArgs: { id: uuid },
        serverCallbackArgs: { praiseUuid: uuid, shareToken },
      },
    });
    return uuid;
  };

  /**
   * @param {{ accessToken: string }} member
   * @param {string} groupName
   * @returns {Promise<number>} the new group's id
   */
  const createGroup = async (member, groupName) =>
    (await api("POST", "/api/group", { token: member.accessToken, body: { groupName } })).groupId;

  /**
   * @param {{ accessToken: string }} member
   * @param {string} praiseUuid
   * @param {number} groupId
   */
  const save = (member, praiseUuid, groupId) =>
    api("POST", "/api/receive-praise", { token: member.accessToken, body: { praiseUuid, groupId } });

  return { api, login, browserLogin, deliver, createGroup, save };
};

const LETTERS = [
  "발표 준비 고마워요!\n덕분에 잘 끝났어요.",
  "어려운 버그를 끝까지 잡아줘서 든든했어요.",
  "회의 분위기를 늘 밝게 만들어줘서 고마워요 :)",
  "리뷰를 정성껏 해줘서 많이 배웠어요. 다음 스프린트도 잘 부탁해요!",
];

/**
 * 김꿀벌 with five groups, each holding praise both ways (the first a full page and more of each),
 * and 이달콤 who sends and receives. Returns the sessions, the groups and a delivered praise for
 * the landing.
 * @param {BenchClient} client
 */
export const seedBench = async (client) => {
  const bee = await client.login("김꿀벌");
  const sweet = await client.login("이달콤");
  const groups = [];
  for (const name of ["우리 팀", "스터디", "동아리", "가족", "친구들"])
    groups.push(await client.createGroup(bee, name));
  const sweetGroup = await client.createGroup(sweet, "회사");
  // Into the first group 12 of each (more than a page of 10), one of each into the others.
  const plan = groups.flatMap((groupId, i) => Array.from({ length: i === 0 ? 12 : 1 }, () => groupId));
  /** @type {string | null} */
  let landing = null;
  for (const [n, groupId] of plan.entries()) {
    const content = /** @type {string} */ (LETTERS[n % LETTERS.length]);
    const sent = await client.deliver(bee, { groupId, receiverName: "이달콤", content, stamp: (n % 4) + 1 });
    landing ??= sent;
    await client.save(sweet, sent, sweetGroup);
    const received = await client.deliver(sweet, { groupId: sweetGroup, receiverName: "김꿀벌", content });
    await client.save(bee, received, groupId);
  }
  // Five groups, so the first is there.
  return { bee, sweet, groups: /** @type {[number, ...number[]]} */ (groups), sweetGroup, landing };
};
