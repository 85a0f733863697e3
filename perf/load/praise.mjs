// `npm run test:load`'s praise scenario (perf/load.mjs): what each member's phone knows it did,
// the sign-up of a member, and the loop each member runs.
import { clientAddress } from "../lib/login.mjs";
import { signUp as signUpPerson, Unexpected } from "./http.mjs";

export const CHAT_STATUS = {
  DirectChat: "DIRECT",
  OpenDirectChat: "DIRECT",
  MultiChat: "GROUP",
  OpenMultiChat: "GROUP",
  MemoChat: "MYSELF",
};
const LETTERS = [
  "발표 자료 꼼꼼하게 챙겨줘서 고마워요!",
  "어려운 버그를 끝까지 잡아줘서 든든했어요.",
  "회의 분위기를 늘 밝게 만들어줘서 고마워요 :)",
  "급한 일정에도 먼저 손 내밀어줘서 감동이었어요.",
  "리뷰를 정성껏 해줘서 많이 배웠어요. 다음 스프린트도 잘 부탁해요!",
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The calls of one run: `call` from http.mjs's createCaller, `base` the worker, `runId` the
 * run's tag in names and letters.
 * @param {{ call: import("./http.mjs").Call, base: string, runId: string }} run
 */
export const praiseLoop = ({ call, base, runId }) => {
  // ---------- The model: what each member's phone knows it did ----------

  /**
   * A member and what the host must hold for them. Only this member's loop changes `saved` (its
   * received praise); `sent` grows only in its own loop too. `inbox`: praise delivered to this
   * member and not yet opened (other loops put it there once Kakao's webhook said yes).
   */
  const newMember = (n, name, token, groups) => ({
    n,
    name,
    ip: clientAddress(n),
    token,
    groups,
    sent: [], // { uuid, content, groupId, stampId, receiver, chatType } — delivered only
    saved: new Map(), // uuid → { content, groupId, stampId, sender, id }
    inbox: [],
    peakSaved: 0, // RECEIVE badges are earned on the save that reaches a threshold, never taken back
    moved: 0,
    deleted: 0,
    savedEver: 0,
  });

  // ---------- Setup: sign-up as the client does it, then two groups each ----------

  const signUp = async (n, images) => {
    const name = `부하${runId}${n}`;
    const phone = newMember(n, name, undefined, []);
    phone.token = await signUpPerson(call, base, phone, {
      email: `load.${runId}.${n}@kkul-load.com`,
      image: images[n % 6],
      emailMarketing: n % 2,
    });
    for (const groupName of ["부하 팀", "부하 동기"]) {
      const group = await call("POST", "/api/group", { from: phone, body: { groupName }, expect: [201] });
      phone.groups.push(group.data.groupId);
    }
    return phone;
  };

  // ---------- Load: one loop per member ----------

  const shares = []; // { uuid, sender, chatType, webhookStatus }
  let seq = 0;

  /** The receivePraiseId of `content` in my group: only my loop saves there, so it is on page 0. */
  const findReceived = async (me, groupId, content) => {
    const page = await call("GET", "/api/receive-praise/group", { from: me, query: { groupId, page: 0, size: 10 } });
    return page.data.receivePraiseInfos.find((p) => p.content === content)?.receivePraiseId;
  };

  const send = async (me, members) => {
    const receiver = pick(members.filter((m) => m !== me));
    // A unique tag in the letter lets us find this praise in the lists later.
    const content = `${pick(LETTERS)} #${runId}-${++seq}`;
    const groupId = pick(me.groups);
    const stampId = 1 + Math.floor(Math.random() * 8);
    const sent = await call("POST", "/api/send-praise", {
      from: me,
      headers: { "Idempotency-Key": crypto.randomUUID() }, // one per send attempt, as the client does
      body: {
        content,
        projectStatus: Math.random() < 0.5,
        receiverName: receiver.name,
        groupId,
        honeyStampId: stampId,
      },
      expect: [201],
    });
    const { uuid, shareToken } = sent.data;
    // KakaoTalk's servers (the emulator) call our webhook and tell us what it answered.
    const chatType = pick(Object.keys(CHAT_STATUS));
    const share = await call("POST", "/__dev/kakao/share", {
      headers: { Origin: base },
      body: {
        appKey: "local-js-key",
        templateId: 100001,
        templateArgs: { id: uuid },
        serverCallbackArgs: { praiseUuid: uuid, shareToken },
        chatType,
      },
    });
    const webhookStatus = share.json.webhookStatus;
    shares.push({ uuid, sender: me, chatType, webhookStatus });
    await call("GET", "/api/send-praise/check", { from: me, query: { "praise-uuid": uuid } });
    if (webhookStatus >= 200 && webhookStatus < 300) {
      me.sent.push({ uuid, content, groupId, stampId, receiver, chatType });
      receiver.inbox.push({ uuid, content, stampId, sender: me });
    }
  };

  /** As the receiver's phone: open the link, save into one of my groups, sometimes move or delete. */
  const receive = async (me, praise) => {
    await call("GET", "/api/receive-praise", { from: me, query: { uuid: praise.uuid } });
    const groupId = pick(me.groups);
    await call("POST", "/api/receive-praise", { from: me, body: { praiseUuid: praise.uuid, groupId }, expect: [201] });
    const saved = { content: praise.content, stampId: praise.stampId, sender: praise.sender, groupId, id: undefined };
    me.saved.set(praise.uuid, saved);
    me.savedEver++;
    me.peakSaved = Math.max(me.peakSaved, me.saved.size);
    saved.id = await findReceived(me, groupId, praise.content);
    if (saved.id === undefined) throw new Unexpected(`${praise.content}: saved into ${groupId}, not on its page 0`);
    const roll = Math.random();
    if (roll < 0.25) {
      const other = me.groups.find((g) => g !== groupId);
      await call("PATCH", "/api/group/receive-praise/change", {
        from: me,
        body: { praiseIdList: [saved.id], groupId: other },
      });
      saved.groupId = other; // only after the host said yes
      me.moved++;
    } else if (roll < 0.4) {
      await call("DELETE", "/api/receive-praise", { from: me, query: { id: saved.id } });
      me.saved.delete(praise.uuid);
      me.deleted++;
    }
  };

  // A person sends at most 30 praises a minute (the worker's per-member limit, rate-limit.ts): each
  // member's loop sends once per 2.1 s at most and reads and saves in between.
  const SEND_GAP_MS = 2100;

  let iterations = 0;
  const iteration = async (me, members) => {
    iterations++;
    if (Date.now() - (me.sentAt ?? 0) >= SEND_GAP_MS) {
      me.sentAt = Date.now();
      await send(me, members);
    }
    // About one praise arrives per iteration; take up to two so the inbox does not pile up.
    for (const praise of me.inbox.splice(0, 2)) await receive(me, praise);
    await call("GET", "/api/group", { from: me });
    await call("GET", "/api/member/info", { from: me });
    if (Math.random() < 0.25) {
      const groupId = pick(me.groups);
      await call("GET", "/api/badge", { from: me });
      await call("GET", "/api/stamp/received", { from: me, query: { group: groupId } });
      await call("GET", "/api/send-praise/group", { from: me, query: { groupId, page: 0, size: 10 } });
    }
  };

  const counts = {
    get iterations() {
      return iterations;
    },
  };
  return { signUp, iteration, shares, counts };
};
