// GET /auth/config (edge/client-settings.ts): the client's public settings, and what the praise host
// in use offers beyond SPEC §7 (decision 022).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "../test/helpers";

describe("GET /auth/config", () => {
  it("gives the client the public Kakao settings and never a secret", async () => {
    const res = await call("/auth/config");
    const text = await res.text();
    expect(JSON.parse(text).data).toEqual({
      kakaoAuthOrigin: env.KAKAO_AUTH_ORIGIN,
      kakaoClientId: "local-rest-api-key",
      kakaoJsKey: "local-js-key",
      kakaoSdkUrl: env.KAKAO_SDK_URL,
      kakaoSdkIntegrity: "",
      kakaoTemplateId: "100001",
      kakaoRecapTemplateId: "100002",
      kakaoAnswerTemplateId: "100003",
      kakaoJarTemplateId: "100004",
      kakaoJarOpenTemplateId: "100005",
      receiversMax: 5, // the built-in host's GET /api/features (decision 022)
      relay: true,
    });
    for (const secret of [env.KAKAO_CLIENT_SECRET, env.KAKAO_ADMIN_KEY, env.JWT_SECRET, env.SESSION_SECRET])
      expect(text).not.toContain(secret);
  });
});

describe("GET /auth/config: what the praise host offers (decision 022)", () => {
  /** An external praise host at `origin` (the outside edge, faked) answering GET /api/features so. */
  const withUpstream = async (origin: string, features: Response | null) => {
    const original = globalThis.fetch;
    let asked = 0;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(origin)) return original(input, init);
      asked++;
      if (new URL(request.url).pathname === "/api/features" && features) return features.clone();
      return Response.json({ status: 404, message: "Not Found" }, { status: 404 });
    };
    try {
      const settings = async () =>
        (await (await call("/auth/config", {}, { PRAISE_HOST: origin })).json<{ data: { receiversMax: number } }>())
          .data;
      return { first: await settings(), again: await settings(), asked };
    } finally {
      globalThis.fetch = original;
    }
  };

  it("offers one receiver in front of a host that speaks SPEC alone (no GET /api/features), asking again later", async () => {
    const { first, again, asked } = await withUpstream("http://spec-host.test", null);
    expect(first.receiversMax).toBe(1);
    expect(again.receiversMax).toBe(1);
    expect(asked).toBe(2); // a refusal is not kept: the host may learn it later
  });

  it("offers what an external host declares, asked once per isolate", async () => {
    const declared = Response.json({ status: 200, message: "성공", data: { receiversMax: 3 } }); // no relay
    const { first, again, asked } = await withUpstream("http://team-host.test", declared);
    expect([first.receiversMax, again.receiversMax]).toEqual([3, 3]);
    expect(asked).toBe(1);
  });
});
