// /api forwarded to an external praise host (PRAISE_HOST): what the host is told about the caller.
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../test/helpers";

const upstream = "http://praise-host.test";
const original = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = original;
});

/** The headers of the one request the external host receives for `headers`. */
const forwarded = async (headers: Record<string, string>) => {
  const seen: Headers[] = [];
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(upstream)) return original(input, init);
    seen.push(request.headers);
    return Response.json({ status: 200, message: "성공", data: null });
  };
  const res = await call("/api/member/info", { headers }, { PRAISE_HOST: upstream });
  expect(res.status).toBe(200);
  expect(seen).toHaveLength(1);
  return seen[0]!;
};

describe("forwarding to an external praise host", () => {
  it("drops the forwarding headers a client sent: the host hears the address Cloudflare saw, and only it", async () => {
    const headers = await forwarded({
      Authorization: "Bearer a.b.c",
      "CF-Connecting-IP": "203.0.113.7",
      "X-Forwarded-For": "10.0.0.1",
      "True-Client-IP": "10.0.0.2",
      Forwarded: "for=10.0.0.3",
      "X-Real-IP": "10.0.0.4",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "gopher",
    });
    expect(headers.get("Authorization")).toBe("Bearer a.b.c");
    expect(headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    expect(headers.get("True-Client-IP")).toBeNull();
    expect(headers.get("Forwarded")).toBeNull();
    expect(headers.get("X-Real-IP")).toBeNull();
    expect(headers.get("X-Forwarded-Host")).toBe("app.test");
    expect(headers.get("X-Forwarded-Proto")).toBe("http");
  });
});
