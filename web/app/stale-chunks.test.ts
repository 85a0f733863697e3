import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadForChunk } from "./stale-chunks";

describe("reloadForChunk", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("reloads once, not again within a minute (a chunk that cannot load ends on the fallback), and again after", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const t = 1_800_000_000_000;
    expect(reloadForChunk(t)).toBe(true);
    expect(reloadForChunk(t + 59_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunk(t + 61_000)).toBe(true); // the next deploy
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
