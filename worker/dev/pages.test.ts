// The emulators' pages for a person with a browser: /__dev/ answers with an index (it answered a 404
// JSON error), and the mailbox reads as a Korean page with each mail's code, while callers that do
// not ask for HTML (worker/test/mailbox.ts, tests/e2e/support/mailbox.ts) keep their JSON.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, postJson } from "../test/host-app";

const BROWSER = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

const mail = (to: string, text: string) =>
  postJson(
    "/__dev/mail/emails",
    { from: "꿀단지 <a@b.c>", to: [to], subject: "[꿀단지] 이메일 인증번호", text, html: "<p>h</p>" },
    { Authorization: `Bearer ${env.MAIL_API_KEY}` },
  );

describe("the emulators' index page", () => {
  it.each(["/__dev/", "/__dev"])(
    "answers at %s with a Korean page naming the emulators and the mailbox",
    async (path) => {
      const res = await call(path, { headers: BROWSER });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      const page = await res.text();
      expect(page).toContain('<html lang="ko">');
      expect(page).toContain("꿀단지 로컬 에뮬레이터");
      for (const href of ["/__dev/mailbox", "/__dev/shares", "/__dev/kakao/unlinks", "/__dev/style.css"]) {
        expect(page).toContain(`href="${href}"`);
      }
      const style = await call("/__dev/style.css");
      expect(style.headers.get("Content-Type")).toMatch(/^text\/css/);
    },
  );

  it("is absent, like every emulator, unless the emulators are on", async () => {
    expect((await call("/__dev/", { headers: BROWSER }, { DEV_EMULATORS: "0" })).status).toBe(404);
  });
});

describe("the dev mailbox in a browser", () => {
  it("shows each mail's verification code in a readable Korean page, newest first", async () => {
    await mail("page@example.com", "꿀단지 인증번호: 111111\n5분 안에 입력해주세요.");
    await mail("page@example.com", "꿀단지 인증번호: 222222\n5분 안에 입력해주세요.");
    const res = await call("/__dev/mailbox?to=page@example.com", { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain("개발용 메일함");
    const codes = [...page.matchAll(/data-code>(\d{6})</g)].map((m) => m[1]);
    expect(codes).toEqual(["222222", "111111"]);
    expect(page).not.toMatch(/^\s*\[/); // not the JSON
  });

  it("escapes what a mail says, and says so when there is no mail yet", async () => {
    await mail("xss@example.com", "<script>alert(1)</script> 인증번호: 333333");
    const page = await (await call("/__dev/mailbox?to=xss@example.com", { headers: BROWSER })).text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;");
    const empty = await (await call("/__dev/mailbox?to=nobody@example.com", { headers: BROWSER })).text();
    expect(empty).toContain("아직 받은 메일이 없어요.");
  });

  it("keeps answering JSON to a caller that does not ask for HTML (the tests' helpers)", async () => {
    await mail("json@example.com", "꿀단지 인증번호: 444444");
    for (const headers of [{}, { Accept: "application/json" }, { Accept: "*/*" }] as Record<string, string>[]) {
      const res = await call("/__dev/mailbox?to=json@example.com", { headers });
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual([
        expect.objectContaining({ to: "json@example.com", subject: expect.any(String) }),
      ]);
    }
  });
});
