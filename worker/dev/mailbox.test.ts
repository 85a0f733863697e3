import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, postJson } from "../test/host-app";
import { mailbox } from "../test/mailbox";

const post = (body: unknown, key: string | null = env.MAIL_API_KEY ?? null) =>
  postJson("/__dev/mail/emails", body, key ? { Authorization: `Bearer ${key}` } : {});

const mail = (to: string, subject: string) => ({
  from: "꿀단지 <a@b.c>",
  to: [to],
  subject,
  html: "<p>h</p>",
  text: "t",
});

describe("dev mailbox", () => {
  it("accepts mail like the email API and lists it per address, newest first", async () => {
    const first = await post(mail("Box@Example.com", "첫 번째"));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: expect.any(String) });
    await post(mail("box@example.com", "두 번째"));
    await post(mail("other@example.com", "다른 사람"));

    const listed = await mailbox("box@example.com");
    expect(listed.map((m) => m.subject)).toEqual(["두 번째", "첫 번째"]);
    expect(listed[0]).toMatchObject({ to: "box@example.com", from: "꿀단지 <a@b.c>", html: "<p>h</p>", text: "t" });
  });

  it("refuses a wrong or missing API key and a malformed mail, storing nothing", async () => {
    expect((await post(mail("guard@example.com", "x"), "wrong-key")).status).toBe(401);
    expect((await post(mail("guard@example.com", "x"), null)).status).toBe(401);
    expect((await post({ from: "a", to: "guard@example.com", subject: "x" })).status).toBe(422);
    expect(await mailbox("guard@example.com")).toEqual([]);
  });

  it("is absent unless the emulators are on", async () => {
    const res = await call("/__dev/mailbox?to=box@example.com", undefined, { DEV_EMULATORS: "0" });
    expect(res.status).toBe(404);
  });
});
