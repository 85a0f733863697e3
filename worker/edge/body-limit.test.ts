// Every body is refused past BODY_BYTES_MAX before it is read whole (decision 041): by its Content-Length, or
// as the bytes of a body without one arrive — a body that never ends is answered all the same.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE } from "../contract/errors";
import { kstDay } from "../contract/jar";
import { kakaoIdForNickname } from "../dev/test-users";
import { bearer, call, loginAs, registerMember } from "../test/helpers";
import { BODY_BYTES_MAX } from "./body-limit";

let token: string;
let memberId: number;
beforeAll(async () => {
  memberId = await registerMember("큰몸통", kakaoIdForNickname("큰몸통"));
  token = (await loginAs("큰몸통")).accessToken;
});

/** A jar request padded past the limit with a field the contract would ignore. */
const bigJar = () =>
  JSON.stringify({
    recipientName: "이달콤",
    occasion: "THANKS",
    opensOn: kstDay(Date.now()),
    padding: "꿀".repeat(BODY_BYTES_MAX / 3 + 10),
  });

const jarsMade = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM jars WHERE creator_id = ?").bind(memberId).first<{ n: number }>())!
    .n;

describe("a request body past 64 KiB", () => {
  it("is refused by its Content-Length: 413 in Korean, nothing made", async () => {
    const body = bigJar();
    const res = await call("/api/jar", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Content-Length": String(new TextEncoder().encode(body).byteLength),
        ...bearer(token),
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 413, message: BODY_TOO_LARGE });
    expect(await jarsMade()).toBe(0);
  });

  it("without a Content-Length, is refused once 64 KiB have arrived, though the body never ends", async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (sent <= BODY_BYTES_MAX) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        } // then nothing more, and never closed: a client still "sending"
      },
    });
    const res = await call("/api/jar", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json<{ message: string }>()).message).toBe(BODY_TOO_LARGE);
    expect(sent).toBeLessThanOrEqual(BODY_BYTES_MAX + chunk.byteLength);
  });

  it("just under it, is read as before", async () => {
    const res = await call("/api/jar", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: JSON.stringify({
        recipientName: "이달콤",
        occasion: "THANKS",
        opensOn: kstDay(Date.now()),
        padding: "꿀".repeat(20_000),
      }),
    });
    expect(res.status).toBe(201);
  });
});
