import { env } from "cloudflare:workers";
import { decode } from "hono/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, call, kakaoTokenFor, postJson } from "../../test/host-app";
import { ONE_CLIENT, verifyEmail } from "../../test/mailbox";
import { clock } from "./clock";

afterEach(() => {
  vi.restoreAllMocks();
});

const register = (body: unknown, kakaoToken?: string, headers: Record<string, string> = {}) =>
  postJson("/api/auth/register", body, { ...headers, ...(kakaoToken ? bearer(kakaoToken) : {}) });

const validBody = (email: string) => ({
  serviceTerm: 1,
  personalInfo: 1,
  emailMarketing: 1,
  name: "새꿀벌",
  email,
  imageUrl: "/images/profile/profile-3.svg",
  onboarding: 0,
});

const written = async () => {
  const [members, consents, links] = await env.DB.batch([
    env.DB.prepare("SELECT COUNT(*) AS n FROM members"),
    env.DB.prepare("SELECT COUNT(*) AS n FROM consents"),
    env.DB.prepare("SELECT COUNT(*) AS n FROM social_links"),
  ]);
  return [members, consents, links].map((r) => (r!.results[0] as { n: number }).n);
};

describe("POST /api/auth/register", () => {
  it("creates member, consent and Kakao link, logs in at once, and login works from then on", async () => {
    const kakaoToken = await kakaoTokenFor("가입하는꿀벌");
    await verifyEmail("new.bee@example.com", bearer(kakaoToken));

    const res = await register(validBody("New.Bee@example.com"), kakaoToken);
    expect(res.status).toBe(201);
    const { data } = await res.json<{ data: { accessToken: string; refreshToken: string; memberName: string } }>();
    expect(data.memberName).toBe("새꿀벌");
    const memberId = Number(decode(data.accessToken).payload.sub);

    const member = await env.DB.prepare("SELECT name, email, image_url FROM members WHERE id = ?")
      .bind(memberId)
      .first();
    expect(member).toEqual({
      name: "새꿀벌",
      email: "new.bee@example.com",
      image_url: "/images/profile/profile-3.svg",
    });
    const consent = await env.DB.prepare(
      "SELECT service_term, personal_info, email_marketing FROM consents WHERE member_id = ?",
    )
      .bind(memberId)
      .first();
    expect(consent).toEqual({ service_term: 1, personal_info: 1, email_marketing: 1 });

    // The new tokens work, and the same Kakao user now logs in normally.
    const info = await call("/api/member/info", { headers: bearer(data.accessToken) });
    expect((await info.json<{ data: { name: string } }>()).data.name).toBe("새꿀벌");
    const login = await call("/api/auth/kakao-login", {
      method: "POST",
      headers: bearer(await kakaoTokenFor("가입하는꿀벌")),
    });
    expect(login.status).toBe(200);
    expect((await login.json<{ data: { memberName: string } }>()).data.memberName).toBe("새꿀벌");

    // The verification was used up by this registration.
    expect(
      await env.DB.prepare("SELECT 1 FROM email_verifications WHERE email = 'new.bee@example.com'").first(),
    ).toBeNull();
  });

  it("answers 409 to a second registration of the same Kakao id and writes nothing", async () => {
    const kakaoToken = await kakaoTokenFor("두번가입꿀벌");
    await verifyEmail("twice@example.com", bearer(kakaoToken));
    expect((await register({ ...validBody("twice@example.com"), name: "두번" }, kakaoToken)).status).toBe(201);

    await verifyEmail("twice-again@example.com", bearer(kakaoToken));
    const before = await written();
    const again = await register({ ...validBody("twice-again@example.com"), name: "두번째" }, kakaoToken);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 409, message: "이미 가입된 회원이에요. 로그인해주세요." });
    expect(await written()).toEqual(before);
  });

  // Every case below would otherwise pass: the address is verified by this Kakao user, who is new.
  beforeAll(async () => verifyEmail("valid@example.com", bearer(await kakaoTokenFor("잘못보낸꿀벌"))));
  const OK = validBody("valid@example.com");
  const { serviceTerm: _s, ...withoutServiceTerm } = OK;
  const { personalInfo: _p, ...withoutPersonalInfo } = OK;
  const { emailMarketing: _e, ...withoutMarketing } = OK;
  const { name: _n, ...withoutName } = OK;
  const { email: _m, ...withoutEmail } = OK;
  const { imageUrl: _i, ...withoutImage } = OK;

  it.each([
    ["not an object", "가입할게요", "요청 형식이 올바르지 않아요."],
    ["no serviceTerm", withoutServiceTerm, "서비스 이용약관 동의 값이 필요해요."],
    ["serviceTerm 0", { ...OK, serviceTerm: 0 }, "서비스 이용약관에 동의해주세요."],
    ["no personalInfo", withoutPersonalInfo, "개인정보 수집 및 이용 동의 값이 필요해요."],
    ["personalInfo 0", { ...OK, personalInfo: 0 }, "개인정보 수집 및 이용에 동의해주세요."],
    ["personalInfo true", { ...OK, personalInfo: true }, "개인정보 수집 및 이용에 동의해주세요."],
    ["no emailMarketing", withoutMarketing, "마케팅 정보 수신 동의 값이 필요해요."],
    ["emailMarketing 2", { ...OK, emailMarketing: 2 }, "마케팅 정보 수신 동의는 0 또는 1로 보내주세요."],
    ["no name", withoutName, "이름 값이 필요해요."],
    ["empty name", { ...OK, name: "   " }, "이름을 입력해주세요."],
    ["name of 9 characters", { ...OK, name: "아홉글자인이름이다" }, "8자 이내로 입력해주세요."],
    ["no email", withoutEmail, "이메일 값이 필요해요."],
    ["bad email", { ...OK, email: "valid@example" }, "올바른 이메일 형식으로 입력해주세요."],
    ["no imageUrl", withoutImage, "프로필 이미지 값이 필요해요."],
    ["empty imageUrl", { ...OK, imageUrl: "" }, "프로필 이미지를 선택해주세요."],
    [
      "imageUrl not one of the six",
      { ...OK, imageUrl: "https://evil.example/me.png" },
      "선택한 프로필 이미지를 확인해주세요.",
    ],
    ["onboarding 7", { ...OK, onboarding: 7 }, "onboarding은 0 또는 1로 보내주세요."],
    ["an email that did not pass check-mail", validBody("unverified@example.com"), "이메일 인증을 먼저 완료해주세요."],
  ])("answers 400 for %s and writes nothing", async (_label, body, message) => {
    const kakaoToken = await kakaoTokenFor("잘못보낸꿀벌");
    const before = await written();
    const res = await register(body, kakaoToken);
    expect(await res.json()).toEqual({ status: 400, message });
    expect(res.status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it("accepts a verification for 30 minutes only", async () => {
    const kakaoToken = await kakaoTokenFor("늦은꿀벌");
    await verifyEmail("late@example.com", bearer(kakaoToken));
    vi.spyOn(clock, "now").mockReturnValue(Date.now() + 30 * 60 * 1000 + 1000);
    const res = await register(validBody("late@example.com"), kakaoToken);
    expect(await res.json()).toEqual({ status: 400, message: "이메일 인증을 먼저 완료해주세요." });
  });

  it("needs the Kakao provider token", async () => {
    await verifyEmail("no-token@example.com");
    const before = await written();
    expect((await register(validBody("no-token@example.com"))).status).toBe(401);
    expect((await register(validBody("no-token@example.com"), "made-up")).status).toBe(401);
    expect(await written()).toEqual(before);
  });
});

describe("a verification belongs to the sign-up that passed it (decision 027)", () => {
  it("does not register another Kakao user with it: 400 not verified, nothing written; its own user still can", async () => {
    const mine = await kakaoTokenFor("인증한꿀벌");
    const theirs = await kakaoTokenFor("가로챈꿀벌");
    await verifyEmail("verified.by.one@example.com", bearer(mine));

    const before = await written();
    const res = await register(validBody("verified.by.one@example.com"), theirs);
    expect(await res.json()).toEqual({ status: 400, message: "이메일 인증을 먼저 완료해주세요." });
    expect(await written()).toEqual(before);

    expect((await register(validBody("verified.by.one@example.com"), mine)).status).toBe(201);
  });

  it("does not register with one passed without the Kakao token, even from the same address", async () => {
    await verifyEmail("verified.anonymously@example.com");
    const res = await register(
      validBody("verified.anonymously@example.com"),
      await kakaoTokenFor("주소만꿀벌"),
      ONE_CLIENT,
    );
    expect(await res.json()).toEqual({ status: 400, message: "이메일 인증을 먼저 완료해주세요." });
  });
});
