// Decision 020: an ended session's access token is refused at its next call — after logout, after a
// reused refresh token revoked its family — on reads, on writes (which write nothing) and on the
// public routes that show more to a member; other sessions of the same member live on.
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../lib/types";
import { createStack } from "../../stack";
import { bearer, call, loginAs, postJson, registerMember, type Tokens } from "../../test/host-app";
import { requireMember } from "./require-member";

const EXPIRED = { status: 401, message: "로그인이 만료되었어요. 다시 로그인해주세요." };

const logout = (tokens: Pick<Tokens, "accessToken">) =>
  call("/api/auth/kakao-logout", { method: "POST", headers: bearer(tokens.accessToken) });
const memberInfo = (tokens: Pick<Tokens, "accessToken">) =>
  call("/api/member/info", { headers: bearer(tokens.accessToken) });
const createGroup = (tokens: Tokens, groupName: string) =>
  call("/api/group", {
    method: "POST",
    headers: { ...bearer(tokens.accessToken), "Content-Type": "application/json" },
    body: JSON.stringify({ groupName }),
  });
const groupsNamed = async (groupName: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM groups WHERE name = ?").bind(groupName).first<{ n: number }>())!.n;

beforeAll(async () => {
  await registerMember("김꿀벌", "1001");
});

describe("an ended session", () => {
  it("after logout: the same access token reads nothing, and other sessions live on", async () => {
    const phone = await loginAs("김꿀벌");
    const laptop = await loginAs("김꿀벌");
    expect((await memberInfo(phone)).status).toBe(200);
    expect((await logout(phone)).status).toBe(200);

    const res = await memberInfo(phone);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(EXPIRED);
    expect((await memberInfo(laptop)).status).toBe(200);
  });

  it("after logout: a write with the same token is refused and writes nothing", async () => {
    const phone = await loginAs("김꿀벌");
    expect((await logout(phone)).status).toBe(200);
    const res = await createGroup(phone, "로그아웃 뒤");
    expect(res.status).toBe(401);
    expect(await groupsNamed("로그아웃 뒤")).toBe(0);
    // Logging out again is no different: the session is already over.
    expect((await logout(phone)).status).toBe(401);
  });

  it("after a reused refresh token: the family's newest access token is refused too", async () => {
    const first = await loginAs("김꿀벌");
    const rotated = (
      await (await postJson("/api/auth/reissue", first)).json<{ data: { accessToken: string; refreshToken: string } }>()
    ).data;
    expect((await memberInfo(rotated)).status).toBe(200);
    expect((await postJson("/api/auth/reissue", first)).status).toBe(401); // the replay
    expect((await memberInfo(rotated)).status).toBe(401);
    expect((await memberInfo(first)).status).toBe(401);
  });

  it("on a public route that shows more to a member: 401, not the anonymous view", async () => {
    const phone = await loginAs("김꿀벌");
    expect((await logout(phone)).status).toBe(200);
    const uuid = crypto.randomUUID();
    const anonymous = await call(`/api/receive-praise?uuid=${uuid}`);
    expect(anonymous.status).toBe(404);
    const res = await call(`/api/receive-praise?uuid=${uuid}`, { headers: bearer(phone.accessToken) });
    expect(res.status).toBe(401);
  });

  it("a route that sends nothing to the database is checked before its answer leaves", async () => {
    const app = createStack().route(
      "/api",
      new Hono<AppEnv>().get("/ping", requireMember, (c) => c.json({ member: c.get("memberId") })),
    );
    const phone = await loginAs("김꿀벌");
    const ping = () => app.request("/api/ping", { headers: bearer(phone.accessToken) }, env);
    expect((await ping()).status).toBe(200);
    expect((await logout(phone)).status).toBe(200);
    const res = await ping();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(EXPIRED);
  });

  it("a route's own failure is its own: a live session's bad request stays a 400", async () => {
    const phone = await loginAs("김꿀벌");
    const res = await call("/api/group", {
      method: "POST",
      headers: { ...bearer(phone.accessToken), "Content-Type": "application/json" },
      body: JSON.stringify({ groupName: "" }),
    });
    expect(res.status).toBe(400);
  });
});
