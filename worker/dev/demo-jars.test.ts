// The demo story's shared jars (worker/dev/demo-jars.ts), written after the story as `npm start`
// writes them, then read back through the real host API: one open, one kept.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { GroupList } from "../contract/group";
import type { JarView, MyJars } from "../contract/jar";
import type { ReceivedPraiseItem } from "../contract/praise";
import { bearer, call, loginAs } from "../test/host-app";
import { DEMO_JARS } from "./demo-jars";

const apply = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
const get = async <T>(path: string, token?: string): Promise<T> => {
  const res = await call(path, { headers: token ? bearer(token) : {} });
  expect(res.status, path).toBe(200);
  return (await res.json<{ data: T }>()).data;
};
const addJars = async () => (await call("/__dev/demo-jars", { method: "POST" })).json<{ added: boolean }>();

beforeAll(async () => {
  await apply(env.DEV_SQL.seed);
  await apply(env.DEV_SQL.demoStory);
});

describe("the demo story's shared jars", () => {
  it("are added once: 최열정's promotion jar still open, 박성실's welcome jar kept into his group", async () => {
    expect(await addJars()).toEqual({ added: true });
    expect((await addJars()).added).toBe(false);

    const open = await get<JarView>(`/api/jar/${DEMO_JARS.open.jarId}`);
    expect(open).toMatchObject({
      recipientName: "최열정",
      occasion: "PROMOTION",
      open: false,
      kept: false,
      letterCount: 4,
    });
    const bee = await get<MyJars>("/api/jar", (await loginAs("김꿀벌")).accessToken);
    expect(bee.created).toEqual([
      expect.objectContaining({ jarId: DEMO_JARS.open.jarId, letterCount: 4, kept: false }),
    ]);
    const sweet = await get<MyJars>("/api/jar", (await loginAs("이달콤")).accessToken);
    expect(sweet.written).toContainEqual(expect.objectContaining({ jarId: DEMO_JARS.open.jarId, kept: false }));
    expect(sweet.created).toEqual([expect.objectContaining({ jarId: DEMO_JARS.kept.jarId, kept: true })]);

    const sincere = (await loginAs("박성실")).accessToken;
    const group = (await get<GroupList>("/api/group", sincere)).groupMembersPraiseCountInfos.find(
      (g) => g.groupName === "박성실님 환영 꿀단지",
    );
    expect(group).toMatchObject({ receiveCount: 3 });
    const list = await get<{ receivePraiseInfos: ReceivedPraiseItem[] }>(
      `/api/receive-praise/group?groupId=${group!.groupId}&page=0&size=10`,
      sincere,
    );
    expect(list.receivePraiseInfos.map((p) => p.name).sort()).toEqual(["김꿀벌", "지원 (손님)", "최열정"]);
    expect((await get<JarView>(`/api/jar/${DEMO_JARS.kept.jarId}`)).kept).toBe(true);
  });
});
