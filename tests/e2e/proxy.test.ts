// External praise host mode: with PRAISE_HOST set, the worker forwards /api/* to it unchanged and
// answers JSON 502/504 when it fails. The upstream is a real HTTP server on loopback.

import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, type LocalWorker, startWorker } from "../../scripts/local-worker.mjs";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

let upstream: Server;
let edge: LocalWorker;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url?.startsWith("/api/slow")) return; // never answers: the edge must time out
      res.writeHead(req.url?.startsWith("/api/missing") ? 404 : 201, {
        "Content-Type": "application/json; charset=utf-8",
        "X-Upstream": "praise-host",
        "Keep-Alive": "timeout=5",
        "Proxy-Authenticate": "Basic",
      });
      res.end(JSON.stringify({ status: 201, message: "성공", data: { echoed: body } }));
    });
  });
  const upstreamPort = await freePort();
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, "127.0.0.1", resolve));

  const dir = mkdtempSync(join(tmpdir(), "kkul-proxy-"));
  edge = await startWorker({
    port: await freePort(),
    assetsDir: inject("assetsDir"),
    persistTo: join(dir, "state"),
    logFile: join(dir, "wrangler.log"),
    vars: { PRAISE_HOST: `http://127.0.0.1:${upstreamPort}`, PROXY_TIMEOUT_MS: "1500" },
  });
});

afterAll(() => {
  edge?.stop();
  upstream?.closeAllConnections();
  upstream?.close();
});

describe("PRAISE_HOST set: /api is forwarded to the external praise host", () => {
  it("forwards method, path, query, body and Authorization; drops hop-by-hop headers both ways", async () => {
    const body = JSON.stringify({ groupName: "우리 팀" });
    const res = await fetch(`${edge.url}/api/group?sort=order&x=%ED%95%9C`, {
      method: "POST",
      headers: {
        Authorization: "Bearer member-token",
        "Content-Type": "application/json",
        "Proxy-Authorization": "Basic c2VjcmV0",
      },
      body,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 201, message: "성공", data: { echoed: body } });
    expect(res.headers.get("X-Upstream")).toBe("praise-host");
    expect(res.headers.get("Keep-Alive")).toBeNull();
    expect(res.headers.get("Proxy-Authenticate")).toBeNull();

    const request = seen.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/group?sort=order&x=%ED%95%9C");
    expect(request.body).toBe(body);
    expect(request.headers.authorization).toBe("Bearer member-token");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["proxy-authorization"]).toBeUndefined();
    expect(request.headers["x-request-id"]).toBeTruthy();
  });

  it("passes the host's own errors through unchanged", async () => {
    const res = await fetch(`${edge.url}/api/missing/thing`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/api/missing/thing" });
  });

  it("does not forward the edge's own routes", async () => {
    const before = seen.length;
    const res = await fetch(`${edge.url}/auth/config`);
    expect(res.status).toBe(200);
    expect(seen.length).toBe(before);
  });

  it("answers a JSON 504 when the host is too slow", async () => {
    const started = Date.now();
    const res = await fetch(`${edge.url}/api/slow`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      status: 504,
      message: "서버 응답이 늦어지고 있어요. 잠시 후 다시 시도해주세요.",
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("answers a JSON 502 when the host cannot be reached", async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    const res = await fetch(`${edge.url}/api/group`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ status: 502, message: "서버에 연결할 수 없어요. 잠시 후 다시 시도해주세요." });
  });
});
