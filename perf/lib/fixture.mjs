// What `npm run bench` measures against, made through the app's own paths on a fresh local
// database: members logged in through the Kakao emulator (as the login page does), groups, praise
// sent, delivered through the share emulator (which calls our webhook) and saved by the receiver.

import { kakaoProviderToken } from "../../scripts/local-worker.mjs";

/**
 * @typedef {{ token?: string, body?: unknown, from?: string }} ApiOptions
 * @typedef {{ accessToken: string, refreshToken: string, memberName: string }} ApiSession
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

  // The local worker limits logging in per client address as production does (20 a minute): each
  // timed login is another person's phone, with the address Cloudflare would set for it.
  let phones = 0;
  const redirectUri = `${url}/login/kakao`;

  /**
   * The browser's whole Kakao login (decisions 021, 026): GET /auth/kakao/start (the worker's state,
   * PKCE and nonce, in its login cookie) → emulator consent → POST /auth/kakao/session { code, state }
   * with that cookie (the worker redeems the code, checks the id_token, logs in) → the session cookie.
   * @param {string} user
   * @returns {Promise<{ cookie: string, memberName: string }>}
   */
  const browserLogin = async (user) => {
    const n = ++phones;
    const from = `198.18.${(n >> 8) & 255}.${n & 255}`;
    const start = await fetch(`${url}/auth/kakao/start`, { redirect: "manual" });
    const loginCookie = /** @type {string} */ (
      /** @type {string} */ (
        start.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-kkul-login="))
      ).split(";")[0]
    );
    const authorize = new URL(/** @type {string} */ (start.headers.get("location")));
    authorize.searchParams.set("user", user);
    const consent = await fetch(`${url}/__dev/kakao/oauth/authorize/consent?${authorize.searchParams}`, {
      redirect: "manual",
    });
    const back = new URL(/** @type {string} */ (consent.headers.get("location"))).searchParams;
    const res = await fetch(`${url}/auth/kakao/session`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Kkul-Request": "1",
        Origin: url,
        "CF-Connecting-IP": from,
        Cookie: loginCookie,
      },
      body: JSON.stringify({ code: back.get("code"), state: back.get("state") }),
    });
    if (!res.ok) throw new Error(`browser login as ${user}: ${res.status} ${await res.text()}`);
    const line = /** @type {string} */ (
      res.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-kkul-session="))
    );
    const { data } = await res.json();
    const cookie = /** @type {string} */ (line.slice("__Host-kkul-session=".length).split(";")[0]);
    return { cookie, memberName: data.memberName };
  };

  /**
   * A member for the measured pages and calls: the browser's session (its cookie) and, for the API
   * figures, an API client's bearer tokens — Kakao's token endpoint (the emulator) → our login.
   * @param {string} user
   * @returns {Promise<BenchMember>}
   */
  const login = async (user) => {
    const n = ++phones;
    const from = `198.18.${(n >> 8) & 255}.${n & 255}`;
    const consent = await fetch(
      `${url}/__dev/kakao/oauth/authorize/consent?${new URLSearchParams({ client_id: "local-rest-api-key", redirect_uri: redirectUri, user })}`,
      { redirect: "manual" },
    );
    const location = /** @type {string} */ (consent.headers.get("location"));
    const code = /** @type {string} */ (new URL(location).searchParams.get("code"));
    const kakaoAccessToken = await kakaoProviderToken(url, code, redirectUri);
    /** @type {ApiSession} */
    const session = await api("POST", "/api/auth/kakao-login", { token: kakaoAccessToken, from });
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
