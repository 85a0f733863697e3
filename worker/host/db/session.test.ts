import { describe, expect, it } from "vitest";
import { bearer, call, loginAs, registerMember } from "../../test/host-app";

const BOOKMARK = "X-D1-Bookmark";

describe("D1 sessions: every host answer carries a bookmark, and a sent-back bookmark is honoured", () => {
  it("a write answers a bookmark; reads sent with it see the write", async () => {
    await registerMember("김꿀벌", "1001");
    const { accessToken } = await loginAs("김꿀벌");
    const created = await call("/api/group", {
      method: "POST",
      headers: { ...bearer(accessToken), "Content-Type": "application/json" },
      body: JSON.stringify({ groupName: "북마크팀" }),
    });
    expect(created.status).toBe(201);
    const bookmark = created.headers.get(BOOKMARK);
    expect(bookmark).toMatch(/^[0-9a-zA-Z-]+$/);

    const read = await call("/api/group", { headers: { ...bearer(accessToken), [BOOKMARK]: bookmark! } });
    expect(read.status).toBe(200);
    const { data } = await read.json<{ data: { groupMembersPraiseCountInfos: { groupName: string }[] } }>();
    expect(data.groupMembersPraiseCountInfos.map((g) => g.groupName)).toContain("북마크팀");
    // Never older than the one the client sent.
    expect(read.headers.get(BOOKMARK)! >= bookmark!).toBe(true);
  });

  it("ignores a malformed bookmark instead of failing the request", async () => {
    for (const junk of ["not a bookmark!", "x".repeat(500), "0000-ffff-zz"]) {
      const res = await call("/api/member/profile-image", { headers: { [BOOKMARK]: junk } });
      expect(res.status).toBe(200);
      expect(res.headers.get(BOOKMARK)).toBeTruthy();
    }
  });
});
