import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { kakaoIdForNickname } from "../../dev/test-users";
import { bearer, call, kakaoTokenFor, loginAs, postJson, registerMember } from "../../test/host-app";
import { checkMail, clientAt, latestCode, mailbox, type Requester, sendMail } from "../../test/mailbox";
import { clock } from "./clock";

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
/** Moves the host's clock to T0 + seconds. */
const at = (seconds: number) => vi.spyOn(clock, "now").mockReturnValue(T0 + seconds * 1000);

afterEach(() => {
  vi.restoreAllMocks();
});

const count = (table: string) =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`)
    .first<{ n: number }>()
    .then((r) => r!.n);

const expectAnswer = async (res: Response, status: number, message: string) => {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ status, message });
};

describe("POST /api/auth/send-mail", () => {
  it("mails a Korean message with the product name and a 6-digit code, and stores only its hash", async () => {
    at(0);
    const res = await sendMail("Mail.One@Example.com");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 201, message: "성공", data: null });

    const [mail] = await mailbox("mail.one@example.com");
    expect(mail!.subject).toMatch(/^\[꿀단지\] 이메일 인증번호 \d{6}$/);
    expect(mail!.from).toBe(env.MAIL_FROM);
    const code = await latestCode("mail.one@example.com");
    expect(mail!.html).toContain(`font-size:36px;font-weight:700;letter-spacing:8px">${code}</div>`);
    expect(mail!.text).toContain("5분 안에 꿀단지 화면에 입력해주세요.");

    const row = await env.DB.prepare("SELECT * FROM email_codes WHERE email = 'mail.one@example.com'").first<
      Record<string, unknown>
    >();
    expect(row).toMatchObject({ expires_at: T0 / 1000 + 300, failed_attempts: 0 });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it.each([
    [{}, "이메일 값이 필요해요."],
    [{ receiverMail: "" }, "이메일을 입력해주세요."],
    [{ receiverMail: "not-an-address" }, "올바른 이메일 형식으로 입력해주세요."],
    [{ receiverMail: "someone@example" }, "올바른 이메일 형식으로 입력해주세요."],
    [{ receiverMail: "jiwoo..han@honeycorp.kr" }, "올바른 이메일 형식으로 입력해주세요."],
    [{ receiverMail: "jiwoo han@honeycorp.kr" }, "올바른 이메일 형식으로 입력해주세요."],
    [{ receiverMail: "지우@honeycorp.kr" }, "올바른 이메일 형식으로 입력해주세요."],
    [{ receiverMail: 42 }, "이메일을 입력해주세요."],
  ])("answers 400 for %j and sends nothing", async (body, message) => {
    const before = [await count("email_sends"), await count("email_codes")];
    await expectAnswer(await postJson("/api/auth/send-mail", body), 400, message);
    expect([await count("email_sends"), await count("email_codes")]).toEqual(before);
  });

  // Decision 035: every deliverable address of the usual form, not only SPEC §5's suffixes.
  it.each([
    "jiwoo.han@honeycorp.kr",
    "jiwoo.han+kkul@honeycorp.kr",
    "dev_ops-1@startup.io",
    "hi@xn--3v0bx3djz2a.xn--3e0b707e",
  ])("mails a code to %s", async (email) => {
    at(0);
    expect((await sendMail(email)).status).toBe(201);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);
  });

  // A Korean IDN typed in Hangul is the address in punycode: the code goes there, and either form checks it.
  it("mails a Hangul domain's code to its punycode, and takes the code for the address typed either way", async () => {
    at(0);
    expect((await sendMail("jiwoo@꿀단지.한국")).status).toBe(201);
    const code = await latestCode("jiwoo@xn--3v0bx3djz2a.xn--3e0b707e");
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    await expectAnswer(
      await checkMail("jiwoo@xn--3v0bx3djz2a.xn--3e0b707e", wrong),
      400,
      "인증번호가 일치하지 않아요.",
    );
    expect((await checkMail("jiwoo@꿀단지.한국", code)).status).toBe(200);
  });

  it("allows a resend only after 30 s; a refused resend leaves the earlier code working", async () => {
    const email = "resend@example.com";
    at(0);
    expect((await sendMail(email)).status).toBe(201);
    const first = await latestCode(email);

    at(29);
    await expectAnswer(
      await sendMail(email),
      429,
      "인증번호는 30초에 한 번만 받을 수 있어요. 잠시 후 다시 시도해주세요.",
    );
    expect(await mailbox(email)).toHaveLength(1);

    at(30);
    expect((await sendMail(email)).status).toBe(201);
    const second = await latestCode(email);
    expect(await mailbox(email)).toHaveLength(2);
    // The newer code replaced the older one.
    if (second !== first) await expectAnswer(await checkMail(email, first), 400, "인증번호가 일치하지 않아요.");
    expect((await checkMail(email, second)).status).toBe(200);
  });

  it("allows five sends per hour per address, then again once the first is an hour old", async () => {
    const email = "hourly@example.com";
    for (let i = 0; i < 5; i++) {
      at(i * 60);
      expect((await sendMail(email)).status).toBe(201);
    }
    at(5 * 60);
    await expectAnswer(
      await sendMail(email),
      429,
      "인증번호는 1시간에 5번까지 받을 수 있어요. 잠시 후 다시 시도해주세요.",
    );
    // Other addresses are not affected.
    expect((await sendMail("someone-else@example.com")).status).toBe(201);
    at(3599);
    expect((await sendMail(email)).status).toBe(429);
    at(3600);
    expect((await sendMail(email)).status).toBe(201);
    expect(await mailbox(email)).toHaveLength(6);
  });

  it("answers 502 when the mail API refuses, and that attempt does not count", async () => {
    const email = "refused@example.com";
    at(0);
    // The API is asked with a key it does not know; the emulator answers 401 as the real one does.
    const res = await call(
      "/api/auth/send-mail",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ receiverMail: email }),
      },
      { MAIL_API_KEY: "a-key-the-mail-api-does-not-know" },
    );
    await expectAnswer(res, 502, "인증 메일을 보내지 못했어요. 잠시 후 다시 시도해주세요.");
    expect(await mailbox(email)).toEqual([]);
    expect((await sendMail(email)).status).toBe(201);
  });
});

describe("GET /api/auth/check-mail", () => {
  it("accepts the right code once and remembers the address as verified", async () => {
    const email = "match@example.com";
    at(0);
    await sendMail(email);
    const code = await latestCode(email);
    at(120);
    const res = await checkMail("MATCH@example.com", code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, message: "성공", data: null });
    const verified = await env.DB.prepare("SELECT verified_at FROM email_verifications WHERE email = ?")
      .bind(email)
      .first();
    expect(verified).toEqual({ verified_at: T0 / 1000 + 120 });
    // The code is used up.
    await expectAnswer(await checkMail(email, code), 404, "인증번호를 먼저 받아주세요.");
  });

  it("answers 400 on a mismatch", async () => {
    const email = "mismatch@example.com";
    at(0);
    await sendMail(email);
    const wrong = (await latestCode(email)) === "000000" ? "111111" : "000000";
    await expectAnswer(await checkMail(email, wrong), 400, "인증번호가 일치하지 않아요.");
  });

  it("expires the code after 300 s", async () => {
    const email = "expiry@example.com";
    at(0);
    await sendMail(email);
    const code = await latestCode(email);
    at(300);
    await expectAnswer(await checkMail(email, code), 404, "유효시간이 만료되었어요.");
    at(299); // the same code one second earlier still worked
    expect((await checkMail(email, code)).status).toBe(200);
  });

  it("burns the code on the fifth wrong try: even the right code no longer works", async () => {
    const email = "burn@example.com";
    at(0);
    await sendMail(email);
    const code = await latestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) await expectAnswer(await checkMail(email, wrong), 400, "인증번호가 일치하지 않아요.");
    await expectAnswer(
      await checkMail(email, wrong),
      400,
      "인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아주세요.",
    );
    await expectAnswer(
      await checkMail(email, code),
      404,
      "인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아주세요.",
    );
    expect(await env.DB.prepare("SELECT 1 FROM email_verifications WHERE email = ?").bind(email).first()).toBeNull();

    // A new code (after the resend interval) starts over.
    at(30);
    await sendMail(email);
    expect((await checkMail(email, await latestCode(email))).status).toBe(200);
  });

  it("answers 404 for an address that never asked for a code", async () => {
    await expectAnswer(await checkMail("never@example.com", "123456"), 404, "인증번호를 먼저 받아주세요.");
  });

  it.each([
    ["match@example.com", "12345", "인증번호 6자리 숫자를 입력해주세요."],
    ["match@example.com", "12a456", "인증번호 6자리 숫자를 입력해주세요."],
    ["match@example.com", "", "인증번호를 입력해주세요."],
    ["bad-address", "123456", "올바른 이메일 형식으로 입력해주세요."],
  ])("answers 400 for %s / %j without counting a try", async (email, code, message) => {
    await expectAnswer(await checkMail(email, code), 400, message);
  });

  it("answers 400 when a query key is missing", async () => {
    await expectAnswer(await call("/api/auth/check-mail?receiverMail=a%40example.com"), 400, "인증번호 값이 필요해요.");
  });
});

const MISMATCH = "인증번호가 일치하지 않아요.";
const TOO_MANY_GUESSES = "인증번호를 10분 동안 10번 잘못 입력했어요. 잠시 후 다시 시도해주세요.";
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
const kakao = async (nickname: string) => bearer(await kakaoTokenFor(nickname));
const member = async (nickname: string) => {
  await registerMember(nickname, kakaoIdForNickname(nickname));
  return bearer((await loginAs(nickname)).accessToken);
};

describe("a code belongs to who asked for it (decision 027)", () => {
  it("fails for anyone else like a wrong code, and still works for its own requester", async () => {
    const pairs: [string, Requester, Requester][] = [
      ["two client addresses", clientAt(1), clientAt(2)],
      ["two Kakao users", await kakao("코드받은꿀벌"), await kakao("코드엿본꿀벌")],
      ["a Kakao user and an address", await kakao("주소와꿀벌"), clientAt(3)],
      ["two members", await member("메일꿀벌"), await member("남의꿀벌")],
    ];
    for (const [label, owner, other] of pairs) {
      const email = `owned.${pairs.findIndex(([l]) => l === label)}@example.com`;
      expect((await sendMail(email, owner)).status, label).toBe(201);
      const code = await latestCode(email);
      await expectAnswer(await checkMail(email, code, other), 400, MISMATCH);
      expect((await checkMail(email, code, owner)).status, label).toBe(200);
    }
  });

  it("takes a new token of the same Kakao user as the same requester", async () => {
    await sendMail("same.user@example.com", await kakao("토큰바꾼꿀벌"));
    const code = await latestCode("same.user@example.com");
    expect((await checkMail("same.user@example.com", code, await kakao("토큰바꾼꿀벌"))).status).toBe(200);
  });

  it("never lets another requester burn the code: their guesses count against their own ten, and it still works for its owner", async () => {
    const email = "others.tries@example.com";
    at(0);
    await sendMail(email, clientAt(4));
    const code = await latestCode(email);
    // Five, then more: a wrong code for them, never '다시 받아주세요' for the owner's code.
    for (let i = 0; i < 10; i++) await expectAnswer(await checkMail(email, code, clientAt(5)), 400, MISMATCH);
    await expectAnswer(await checkMail(email, code, clientAt(5)), 429, TOO_MANY_GUESSES);
    expect((await checkMail(email, code, clientAt(4))).status).toBe(200);
  });

  it("limits wrong guesses per requester across addresses: ten in 10 minutes, then even a right code waits", async () => {
    const guesser = await kakao("여기저기꿀벌");
    at(0);
    for (let i = 0; i < 10; i++) {
      const email = `spread.${i}@example.com`;
      expect((await sendMail(email, guesser)).status).toBe(201);
      await expectAnswer(await checkMail(email, wrongFor(await latestCode(email)), guesser), 400, MISMATCH);
    }
    const last = "spread.10@example.com";
    await sendMail(last, guesser);
    const code = await latestCode(last);
    at(60);
    await expectAnswer(await checkMail(last, code, guesser), 429, TOO_MANY_GUESSES);
    await expectAnswer(await checkMail(last, wrongFor(code), guesser), 429, TOO_MANY_GUESSES);

    // Nobody else is held back by it.
    await sendMail("not.spread@example.com", clientAt(6));
    expect(
      (await checkMail("not.spread@example.com", await latestCode("not.spread@example.com"), clientAt(6))).status,
    ).toBe(200);

    // Ten minutes after the first wrong guess, the requester may try again.
    at(600);
    await sendMail(last, guesser);
    expect((await checkMail(last, await latestCode(last), guesser)).status).toBe(200);
  });
});
