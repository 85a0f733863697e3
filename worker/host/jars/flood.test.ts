// A jar nobody can flood (decision 037): limits key on what a writer cannot mint for free. A member
// writes at most 20 letters in a jar; every guest together at most 60 new letters a minute (a real
// wave still gets in); a writer whose letters the creator hid cannot write there again. Refusals are
// a Korean 429 or 409, and nothing already written is lost.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  JAR_GUEST_LETTERS_PER_JAR_MINUTE,
  JAR_MEMBER_LETTERS_MAX,
  JAR_MESSAGES,
  type JarView,
} from "../../contract/jar";
import { type Caller, get, letterIdOf, makeJar, member, send, write } from "../../test/jar-kit";
import { jarObject } from "./routes";

let creator: Caller & { id: number };
let writer: Caller & { id: number };

beforeAll(async () => {
  creator = await member("홍수만듦");
  writer = await member("홍수씀");
});

const messageOf = async (res: Response) => (await res.json<{ message: string }>()).message;

describe("a jar nobody can flood", () => {
  it(`takes ${JAR_MEMBER_LETTERS_MAX} letters from one member, then a 429; others still write`, async () => {
    const { jarId } = await makeJar(creator);
    for (let i = 0; i < JAR_MEMBER_LETTERS_MAX; i++) expect((await write(jarId, writer, `편지 ${i}`)).status).toBe(201);
    const over = await write(jarId, writer, "하나 더");
    expect(over.status).toBe(429);
    expect(await messageOf(over)).toBe(JAR_MESSAGES.memberLimit);
    expect((await write(jarId, creator, "만든 사람도 써요")).status).toBe(201);
    expect((await get<JarView>(`/api/jar/${jarId}`, writer)).body.data.mine).toHaveLength(JAR_MEMBER_LETTERS_MAX);
  });

  it(`takes ${JAR_GUEST_LETTERS_PER_JAR_MINUTE} new guest letters a minute from every guest together; members are not held`, async () => {
    const { jarId } = await makeJar(creator);
    // A minute's worth already in, from as many fresh cookies (what one person minting cookies makes).
    await runInDurableObject(jarObject(env, jarId), (_, state) => {
      for (let i = 0; i < JAR_GUEST_LETTERS_PER_JAR_MINUTE; i++)
        state.storage.sql.exec(
          "INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at) VALUES (?, '쿠키', 1, '도배', 1, ?)",
          `g:minted-${i}`,
          new Date(Date.now() - 30_000).toISOString(),
        );
    });
    const guest: Caller = {};
    const busy = await write(jarId, guest, "저도 쓸래요", { writerName: "민지" });
    expect(busy.status).toBe(429);
    expect(await messageOf(busy)).toBe(JAR_MESSAGES.busy);
    expect((await write(jarId, writer, "멤버는 써져요")).status).toBe(201);
    // Nothing already written is lost.
    expect((await get<JarView>(`/api/jar/${jarId}`, creator)).body.data.letterCount).toBe(
      JAR_GUEST_LETTERS_PER_JAR_MINUTE + 1,
    );
  });

  it("lets a guest in once the minute has passed", async () => {
    const { jarId } = await makeJar(creator);
    await runInDurableObject(jarObject(env, jarId), (_, state) => {
      for (let i = 0; i < JAR_GUEST_LETTERS_PER_JAR_MINUTE; i++)
        state.storage.sql.exec(
          "INSERT INTO letters (writer_key, writer_name, guest, content, stamp_id, written_at) VALUES (?, '어제', 1, '예전', 1, ?)",
          `g:earlier-${i}`,
          new Date(Date.now() - 61_000).toISOString(),
        );
    });
    expect((await write(jarId, {}, "이제 써져요", { writerName: "민지" })).status).toBe(201);
  });

  it("does not take letters again from a writer whose letter the creator hid (a guest by cookie, a member)", async () => {
    const { jarId } = await makeJar(creator);
    const guest: Caller = {};
    const hide = async (res: Response) =>
      expect(
        (await send("DELETE", `/api/jar/${jarId}/letters/${await letterIdOf(res)}`, undefined, creator)).status,
      ).toBe(200);
    await hide(await write(jarId, guest, "장난 편지", { writerName: "장난" }));
    await hide(await write(jarId, writer, "멤버 장난"));
    for (const who of [guest, writer]) {
      const again = await write(jarId, who, "다시 써볼까", { writerName: "장난" });
      expect(again.status).toBe(409);
      expect(await messageOf(again)).toBe(JAR_MESSAGES.hiddenWriter);
    }
    expect((await get<JarView>(`/api/jar/${jarId}`, creator)).body.data.letterCount).toBe(0);
    // Another jar is another matter.
    expect((await write((await makeJar(creator)).jarId, guest, "다른 단지", { writerName: "민지" })).status).toBe(201);
  });
});
