// GET /__dev/jar-calls (worker/dev/jar-calls.ts): the bench's count of calls to jars' objects.
import { describe, expect, it } from "vitest";
import { call } from "../test/host-app";

const count = async () => (await (await call("/__dev/jar-calls")).json<{ count: number }>()).count;

describe("GET /__dev/jar-calls", () => {
  it("counts each call the worker makes to a jar's object, and nothing else", async () => {
    const before = await count();
    expect((await call("/api/jar/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect(await count()).toBe(before + 1);
    await call("/api/stamp");
    expect(await count()).toBe(before + 1);
  });
});
