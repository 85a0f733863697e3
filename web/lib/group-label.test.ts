// '그룹' never doubled: the helpers, and every place in the source that follows a group's
// name with '그룹' goes through them.
import { groupLabel, quotedGroupLabel } from "@contract/group-label";
import { describe, expect, it } from "vitest";

// Every source file of the client and the worker, as text (tests left out: they may spell it out).
const SOURCES = {
  ...import.meta.glob<string>(["/web/**/*.{ts,tsx}", "!/web/**/*.test.{ts,tsx}"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  ...import.meta.glob<string>(["/worker/**/*.ts", "!/worker/**/*.test.ts", "!/worker/**/*.d.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
};

describe("group labels", () => {
  it("adds '그룹' to a name only when the name does not end in it", () => {
    expect(groupLabel("영업")).toBe("영업 그룹");
    expect(groupLabel("영업 그룹")).toBe("영업 그룹");
    expect(groupLabel("스터디그룹")).toBe("스터디그룹");
    expect(groupLabel("그룹7")).toBe("그룹7 그룹");
    expect(quotedGroupLabel("영업")).toBe("'영업' 그룹");
    expect(quotedGroupLabel("영업 그룹")).toBe("'영업 그룹'");
    expect(quotedGroupLabel("영업 그룹", ["‘", "’"])).toBe("‘영업 그룹’");
  });

  it("leaves no group name written straight before '그룹' in the client or the worker", () => {
    // `${group.groupName} 그룹`, `'${name}' 그룹…`, or JSX's ‘{name}’ 그룹: a name, then '그룹' by hand.
    const byHand = /(\$\{[^}]*[nN]ame[^}]*\}|\{[^}]*[nN]ame[^}]*\})['‘’"]? 그룹/;
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !file.endsWith("/group-label.ts")) // the helpers themselves
      .flatMap(([file, text]) => text.split("\n").map((line, i) => ({ line: line.trim(), where: `${file}:${i + 1}` })))
      .filter(({ line }) => !line.startsWith("//") && byHand.test(line))
      .map(({ line, where }) => `${where} ${line}`);
    expect(offenders).toEqual([]);
  });
});
