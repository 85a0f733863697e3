import { describe, expect, it } from "vitest";
import { DRAWN_PAGE_NAMES, DRAWN_PAGES, drawnPath } from "./pages";

describe("drawnPath", () => {
  it("names the pages the worker draws, with the praise's uuid as typed in the address", () => {
    expect(drawnPath("/login")).toEqual({ page: "login" });
    expect(drawnPath("/")).toEqual({ page: "home" }); // a member's home (the worker draws it only with a session)
    expect(drawnPath("/compliment/5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11")).toEqual({
      page: "landing",
      id: "5f0c8d1e-2b7a-4c1e-9d3f-6a2b8c4d0e11",
    });
    expect(drawnPath("/compliment/%EA%BF%80")).toEqual({ page: "landing", id: "꿀" });
    expect(drawnPath("/compliment/%E0%A4%A")).toEqual({ page: "landing", id: "%E0%A4%A" });
  });

  it("knows each page's samples (the tests' addresses) as that page", () => {
    for (const name of DRAWN_PAGE_NAMES) {
      for (const sample of DRAWN_PAGES[name].samples) expect(drawnPath(sample)?.page).toBe(name);
    }
  });

  it("has a view for every page, and no view without a page (./view.ts finds them by name)", () => {
    const views = Object.keys(import.meta.glob("./views/*.tsx")).sort();
    expect(views).toEqual(DRAWN_PAGE_NAMES.map((name) => `./views/${name}.tsx`).sort());
  });

  it("leaves the full app's own pages under /compliment/ and every other route to the full app", () => {
    for (const path of [
      "/group/1",
      "/compliment/send",
      "/compliment/receive",
      "/compliment/x/card.png",
      "/login/kakao",
    ]) {
      expect(drawnPath(path)).toBeNull();
    }
  });
});
