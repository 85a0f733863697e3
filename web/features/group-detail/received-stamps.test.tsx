import type { StampCard } from "@contract/praise";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_RECEIVED_STAMPS, NO_RECEIVED_STAMPS_HINT, ReceivedStamps } from "./received-stamps";

const card = (stampName: string, count: number, totalCount: number): StampCard => ({
  imageUrl: `/images/stamps/${stampName}.svg`,
  stampName,
  count,
  totalCount,
});
const section = () => screen.getByRole("region", { name: "이 그룹에서 받은 꿀도장" });

describe("ReceivedStamps", () => {
  it("says in words that nothing was received here yet, instead of a row of '0/0' (a group with sent praise only)", () => {
    render(
      <ReceivedStamps
        cards={[card("왕꼼꼼이", 0, 0), card("센스 만점", 0, 2), card("긍정 파워", 0, 0)]}
        failed={false}
        onRetry={() => undefined}
      />,
    );
    expect(within(section()).getByText(NO_RECEIVED_STAMPS)).toBeTruthy();
    expect(within(section()).getByText(NO_RECEIVED_STAMPS_HINT)).toBeTruthy();
    expect(section().textContent).not.toMatch(/0\/0|전체 0개 중 0개|\b0\/\d/);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the stamps received somewhere, leaving out those never received anywhere", () => {
    render(
      <ReceivedStamps
        cards={[card("왕꼼꼼이", 3, 5), card("센스 만점", 0, 2), card("긍정 파워", 0, 0)]}
        failed={false}
        onRetry={() => undefined}
      />,
    );
    const row = screen.getByRole("list", { name: "이 그룹에서 받은 꿀도장" });
    expect(
      within(row)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("왕꼼꼼이"), expect.stringContaining("센스 만점")]);
    expect(section().textContent).not.toContain("0/0");
    expect(screen.queryByText(NO_RECEIVED_STAMPS)).toBeNull();
  });
});
