// The client's one fetch client against the real worker, the way a browser uses it (decision 021):
// the session is the worker's cookie, renewed at the edge, once for a page's many calls.
import { describe, expect, inject, it } from "vitest";
import { ApiError, createApiClient } from "../../web/api/client";
import { SESSION_COOKIE, sealSession } from "../../worker/edge/session/cookie";
import { expire, localSealKeys, login, MemoryStorage } from "./support/session";

const baseURL = inject("baseURL");

/**
 * A browser's cookie jar for the one cookie, and what the browser adds by itself: the Origin of a
 * same-origin call. Every request still goes to the worker.
 */
const browserLike = (cookie: string | null) => {
  const jar = { cookie, paths: [] as string[] };
  const fetchLike: typeof fetch = async (input, init) => {
    jar.paths.push(new URL(String(input)).pathname);
    const headers = new Headers(init?.headers);
    if (jar.cookie) headers.set("Cookie", `${SESSION_COOKIE}=${jar.cookie}`);
    headers.set("Origin", baseURL);
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      if (line.startsWith(`${SESSION_COOKIE}=`))
        jar.cookie = line.slice(SESSION_COOKIE.length + 1).split(";")[0] || null;
    }
    return res;
  };
  return { jar, fetchLike };
};

const sealed = async (accessToken: string, refreshToken: string) =>
  sealSession(localSealKeys(), { kind: "member", accessToken, refreshToken, loginAt: Math.floor(Date.now() / 1000) });

const observedClient = (storage: Storage, cookie: string | null) => {
  let expired = 0;
  const { jar, fetchLike } = browserLike(cookie);
  const client = createApiClient({
    baseUrl: baseURL,
    storage,
    onSessionExpired: () => void expired++,
    fetch: fetchLike,
  });
  return { client, jar, expiredCount: () => expired };
};

describe("api client with the session at the edge (real worker)", () => {
  it("five concurrent calls with an expired access token: the edge renews it once, and all succeed", async () => {
    const tokens = await login(baseURL, "김꿀벌");
    const first = await sealed(await expire(tokens.accessToken), tokens.refreshToken);
    const storage = new MemoryStorage();
    storage.setItem("userName", "김꿀벌");
    const { client, jar, expiredCount } = observedClient(storage, first);

    const results = await Promise.all(Array.from({ length: 5 }, () => client.get("/api/member/service-consent")));

    expect(results).toEqual(Array(5).fill({ serviceTerm: true, personalInfo: true, emailMarketing: false }));
    expect(jar.paths.filter((p) => p === "/api/member/service-consent")).toHaveLength(5); // no retries in the page
    expect(jar.paths).not.toContain("/api/auth/reissue");
    expect(jar.cookie).not.toBe(first); // renewed at the edge
    // One reissue: a second one with the same refresh token would have ended the session (decision 020).
    expect(await client.get("/api/member/service-consent")).toMatchObject({ serviceTerm: true });
    expect(expiredCount()).toBe(0);
  });

  it("when the session cannot be renewed: 401, the cookie cleared, the member forgotten, sent to log in", async () => {
    const tokens = await login(baseURL, "김꿀벌");
    await fetch(`${baseURL}/api/auth/kakao-logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    });
    const storage = new MemoryStorage();
    storage.setItem("userName", "김꿀벌");
    storage.setItem("uuid", "a-pending-praise");
    const { client, jar, expiredCount } = observedClient(
      storage,
      await sealed(await expire(tokens.accessToken), tokens.refreshToken),
    );

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.get("/api/member/service-consent")),
    );

    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((result as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(jar.cookie).toBeNull();
    expect(storage.getItem("userName")).toBeNull();
    expect(storage.getItem("uuid")).toBe("a-pending-praise"); // a pending praise survives re-login
    expect(expiredCount()).toBeGreaterThan(0);
  });

  it("carries a stored session over to the cookie on its first call, and forgets the tokens", async () => {
    const tokens = await login(baseURL, "이달콤");
    const storage = new MemoryStorage();
    storage.setItem("accessToken", tokens.accessToken);
    storage.setItem("refreshToken", tokens.refreshToken);
    storage.setItem("kakaoAccessToken", "a-provider-token-of-the-old-version");
    storage.setItem("userName", "이달콤");
    const { client, jar } = observedClient(storage, null);

    const [a, b] = await Promise.all([
      client.get("/api/member/service-consent"),
      client.get("/api/member/service-consent"),
    ]);
    expect(a).toEqual(b);
    expect(jar.paths.filter((p) => p === "/auth/session")).toHaveLength(1); // one trade for both calls
    expect(jar.cookie).toBeTruthy();
    for (const key of ["accessToken", "refreshToken", "kakaoAccessToken"]) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem("userName")).toBe("이달콤");
  });

  it("sends the host's newest D1 bookmark back with the next call (read-your-writes with replicas)", async () => {
    const tokens = await login(baseURL, "김꿀벌");
    const cookie = await sealed(tokens.accessToken, tokens.refreshToken);
    const sent: (string | null)[] = [];
    const answered: (string | null)[] = [];
    const { fetchLike } = browserLike(cookie);
    const client = createApiClient({
      baseUrl: baseURL,
      storage: new MemoryStorage(),
      fetch: async (input, init) => {
        sent.push(new Headers(init?.headers).get("X-D1-Bookmark"));
        const res = await fetchLike(input, init);
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
