import { beforeAll, describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember } from "../../test/helpers";

let token: string;
const patch = (body: unknown, auth = token) =>
  call("/api/member/service-consent", {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...bearer(auth) },
    body: JSON.stringify(body),
  });
const consent = async (auth = token) =>
  (await (await call("/api/member/service-consent", { headers: bearer(auth) })).json<{ data: unknown }>()).data;

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
  await registerMember("이달콤", "1002");
  token = (await loginAs("김꿀벌")).accessToken;
});

describe("/api/member/service-consent", () => {
  it("reads the caller's own consents", async () => {
    expect(await consent()).toEqual({ serviceTerm: true, personalInfo: true, emailMarketing: false });
  });

  it("toggles marketing consent for the caller only", async () => {
    const res = await patch({ emailMarketing: true });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: unknown }>()).data).toEqual({ serviceTerm: true, personalInfo: true, emailMarketing: true });
    const other = (await loginAs("이달콤")).accessToken;
    expect(await consent(other)).toEqual({ serviceTerm: true, personalInfo: true, emailMarketing: false });
    await patch({ emailMarketing: false });
    expect(await consent()).toMatchObject({ emailMarketing: false });
  });

  it.each([
    [{ serviceTerm: false }],
    [{ personalInfo: false }],
    [{ emailMarketing: "yes" }],
    [{ emailMarketing: true, serviceTerm: true }],
    [{}],
    [{ somethingElse: true }],
  ])("refuses %j with 400 and changes nothing", async (body) => {
    const before = await consent();
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect((await res.json<{ message: string }>()).message).toMatch(/[가-힣]/);
    expect(await consent()).toEqual(before);
  });

  it("needs a login", async () => {
    expect((await call("/api/member/service-consent")).status).toBe(401);
  });
});
