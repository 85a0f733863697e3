// The client's one fetch client against the real worker: concurrent 401s share one reissue.
import { describe, expect, inject, it } from "vitest";
import { ApiError, createApiClient } from "../../web/api/client";
import { expire, login, MemoryStorage } from "./support/session";

const baseURL = inject("baseURL");

const observedClient = (storage: Storage) => {
  const paths: string[] = [];
  let expired = 0;
  const client = createApiClient({
    baseUrl: baseURL,
    storage,
    onSessionExpired: () => void expired++,
    // The real fetch, observed: every request still goes to the worker.
    fetch: (input, init) => {
      paths.push(new URL(String(input)).pathname);
      return fetch(input, init);
    },
  });
  return { client, paths, expiredCount: () => expired };
};

describe("api client session handling (real worker)", () => {
  it("five concurrent calls with an expired access token cause exactly one reissue, and all succeed", async () => {
    const tokens = await login(baseURL, "김꿀벌");
    const storage = new MemoryStorage();
    storage.setItem("accessToken", await expire(tokens.accessToken));
    storage.setItem("refreshToken", tokens.refreshToken);
    const { client, paths, expiredCount } = observedClient(storage);

    const results = await Promise.all(Array.from({ length: 5 }, () => client.get("/api/member/service-consent")));

    expect(results).toEqual(Array(5).fill({ serviceTerm: true, personalInfo: true, emailMarketing: false }));
    expect(paths.filter((p) => p === "/api/auth/reissue")).toHaveLength(1);
    expect(paths.filter((p) => p === "/api/member/service-consent")).toHaveLength(10); // 5 refused, 5 retried
    expect(storage.getItem("refreshToken")).not.toBe(tokens.refreshToken); // rotated and stored
    expect(expiredCount()).toBe(0);
  });

  it("when the session cannot be renewed: one reissue, tokens cleared, the user sent to log in", async () => {
    const tokens = await login(baseURL, "김꿀벌");
    await fetch(`${baseURL}/api/auth/kakao-logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    });
    const storage = new MemoryStorage();
    storage.setItem("accessToken", await expire(tokens.accessToken));
    storage.setItem("refreshToken", tokens.refreshToken);
    storage.setItem("userName", "김꿀벌");
    storage.setItem("uuid", "a-pending-praise");
    const { client, paths, expiredCount } = observedClient(storage);

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.get("/api/member/service-consent")),
    );

    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((result as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(paths.filter((p) => p === "/api/auth/reissue")).toHaveLength(1);
    expect(storage.getItem("accessToken")).toBeNull();
    expect(storage.getItem("refreshToken")).toBeNull();
    expect(storage.getItem("uuid")).toBe("a-pending-praise"); // a pending praise survives re-login
    expect(expiredCount()).toBeGreaterThan(0);
  });

  it("sends the host's newest D1 bookmark back with the next call (read-your-writes with replicas)", async () => {
    const tokens = await login(baseURL, "김꿀벌");
    const storage = new MemoryStorage();
    storage.setItem("accessToken", tokens.accessToken);
    storage.setItem("refreshToken", tokens.refreshToken);
    const sent: (string | null)[] = [];
    const answered: (string | null)[] = [];
    const client = createApiClient({
      baseUrl: baseURL,
      storage,
      fetch: async (input, init) => {
        sent.push(new Headers(init?.headers).get("X-D1-Bookmark"));
        const res = await fetch(input, init);
        answered.push(res.headers.get("X-D1-Bookmark"));
        return res;
      },
    });
    await client.get("/api/member/service-consent");
    await client.get("/api/member/service-consent");
    expect(sent[0]).toBeNull();
    expect(answered[0]).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(sent[1]).toBe(answered[0]);
  });
});
