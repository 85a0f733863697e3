// External praise host mode, end to end: a SECOND local worker plays the edge with PRAISE_HOST set
// to the global-setup worker, which plays the upstream praise host. The edge answers /auth (the
// code exchange, through its own Kakao emulator) and static files itself; /api and the OG
// preview's data come from the upstream. The edge's own D1 is left without any migration, so
// anything it answered from its built-in host would fail: success proves the upstream answered.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, type LocalWorker, startWorker } from "../../scripts/local-worker.mjs";
import { collectErrors, launchBrowser, PHONE, screenshot } from "./support/browser";
import { login } from "./support/session";
import { deliverShare } from "./support/share";

const upstream = inject("baseURL");
const GROUP_NAME = "외부호스트팀"; // unique to this file (the e2e database is shared)
let edge: LocalWorker;
let browser: Browser;
let accessToken: string;

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: any }).data;
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "kkul-edge-"));
  [edge, browser] = await Promise.all([
    startWorker({
      port: await freePort(),
      assetsDir: inject("assetsDir"),
      persistTo: join(dir, "state"), // its own, empty D1
      logFile: join(dir, "wrangler.log"),
      vars: { PRAISE_HOST: upstream },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  edge?.stop();
});

describe("the edge in front of an external praise host (a second local worker)", () => {
  it("logs in with Kakao through the edge in Chromium and lands on / greeted by name", async () => {
    expect(edge.url).not.toBe(upstream);
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      locale: "ko-KR",
      baseURL: edge.url,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/auth/"))
        apiCalls.push(`${url.origin}${url.pathname}`);
    });

    await page.goto("/");
    await page.waitForURL(`${edge.url}/login`);
    await page.getByRole("link", { name: "카카오로 시작하기" }).click();
    await page.waitForURL(/\/__dev\/kakao\/oauth\/authorize\?/);
    // The edge's Kakao origins are its own emulators (on their own port); the callback is the edge's page.
    const authorize = new URL(page.url());
    expect(authorize.origin).toBe(edge.emulatorUrl);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${edge.url}/login/kakao`);
    await page.getByLabel("김꿀벌").check();
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();

    await page.waitForURL(`${edge.url}/`);
    await expect.poll(() => page.getByText("안녕하세요, 김꿀벌님!").isVisible()).toBe(true);
    // The browser only ever talked to the edge, and only with the cookie: the edge exchanged the code
    // and logged in with the upstream itself (decision 021), so no token reached the page.
    expect(apiCalls).toContain(`${edge.url}/auth/kakao/session`);
    expect(apiCalls).not.toContain(`${edge.url}/api/auth/kakao-login`);
    expect(apiCalls.every((call) => call.startsWith(edge.url))).toBe(true);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, cookie: document.cookie }))).not.toMatch(/eyJ/);
    // An API client of the same member, for the upstream's side of the checks below.
    accessToken = (await login(edge.url, "김꿀벌")).accessToken;

    // Groups, through the edge (the BFF adds the bearer): created and listed by the upstream.
    const listed = await page.evaluate(
      async ([name]) => {
        const headers = { "X-Kkul-Request": "1", "Content-Type": "application/json" };
        const created = await fetch("/api/group", {
          method: "POST",
          headers,
          body: JSON.stringify({ groupName: name }),
        });
        const list = await fetch("/api/group", { headers });
        return { created: created.status, list: list.status, body: await list.json() };
      },
      [GROUP_NAME],
    );
    expect(listed.created).toBe(201);
    expect(listed.list).toBe(200);
    const names = listed.body.data.groupMembersPraiseCountInfos.map((g: { groupName: string }) => g.groupName);
    expect(names).toContain(GROUP_NAME);
    // …and the client's group list (every group of the member) shows it.
    await page.goto("/group/management");
    await expect.poll(() => page.getByRole("link", { name: `${GROUP_NAME} 그룹으로 이동` }).isVisible()).toBe(true);
    await screenshot(page, "external-host-groups-390x844");
    expect(errors).toEqual([]);
    await context.close();

    // The same session is the upstream's own: asked directly, it lists the same groups (김꿀벌 is the
    // seed's member, whom a browser file running beside this one may give a group in between).
    const direct = await json(
      await fetch(`${upstream}/api/group`, { headers: { Authorization: `Bearer ${accessToken}` } }),
    );
    expect(direct.groupMembersPraiseCountInfos.map((g: { groupName: string }) => g.groupName)).toEqual(
      expect.arrayContaining(names),
    );
  });

  it("forwards Kakao's share webhook and builds the OG preview of /compliment/<uuid> from the upstream's praise", async () => {
    expect(accessToken).toBeTruthy();
    const headers = { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" };
    const groups = await json(await fetch(`${edge.url}/api/group`, { headers }));
    const group = groups.groupMembersPraiseCountInfos.find((g: { groupName: string }) => g.groupName === GROUP_NAME);
    const { uuid } = await json(
      await fetch(`${edge.url}/api/send-praise`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          content: "외부 호스트에서도 꿀이 잘 도착했어요",
          projectStatus: false,
          receiverName: "이달콤",
          groupId: group.groupId,
          honeyStampId: 1,
        }),
      }),
    );

    // Before delivery the page is answered (generic meta, the upstream's "not found" drawn).
    const before = await fetch(`${edge.url}/compliment/${uuid}`);
    expect(before.status).toBe(200);
    const generic = await before.text();
    expect(generic).toContain("꿀을 찾을 수 없어요");
    expect(meta(generic, "og:title")).toBe("꿀단지");

    // KakaoTalk's servers (the edge's share emulator) call the edge's webhook, which is forwarded.
    expect(await deliverShare(edge.url, uuid, "MemoChat")).toEqual({ webhookStatus: 200 });
    const status = await json(await fetch(`${upstream}/api/send-praise/check?praise-uuid=${uuid}`, { headers }));
    expect(status).toEqual({ sendStatus: "MYSELF", savedAt: null, reaction: null, keepers: [] }); // not kept, not answered yet

    const html = await (await fetch(`${edge.url}/compliment/${uuid}`)).text();
    expect(meta(html, "og:title")).toBe("김꿀벌님이 이달콤님에게 꿀을 보냈어요");
    expect(meta(html, "og:description")).toBe("외부 호스트에서도 꿀이 잘 도착했어요");
    expect(meta(html, "og:url")).toBe(`${edge.url}/compliment/${uuid}`); // the edge's own address
    expect(html).toContain("외부 호스트에서도 꿀이 잘 도착했어요</p>"); // the letter, drawn by the edge
  });

  it("keeps the edge's own routes local: the public config names the edge's Kakao emulator", async () => {
    const config = await json(await fetch(`${edge.url}/auth/config`));
    expect(config.kakaoAuthOrigin).toBe(`${edge.emulatorUrl}/__dev/kakao`);
  });
});
