// Moving between the group cards on home adds nothing to the page's style sheet: a rule added at run
// time restyles the whole document, inside the tap that moved (decision 029's taps on drawn pages).
// Its own file, so the sheet starts as a drawn page's does, with no card drawn before.
import type { GroupSummary } from "@contract/group";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { getCssText } from "../../ui/theme";
import { GroupCardView, type StampView } from "./group-card-view";

const group = (id: number): GroupSummary => ({
  groupId: id,
  groupName: `그룹${id}`,
  orderIdx: id,
  receiveCount: 1,
  sendCount: 0,
  groupMembers: [{ name: "이달콤" }],
});

function Cards({ groups }: { groups: GroupSummary[] }) {
  const [index, setIndex] = useState(0);
  const [stampView, setStampView] = useState<StampView>("honey");
  return (
    <GroupCardView
      groups={groups}
      index={index}
      onIndexChange={setIndex}
      stampView={stampView}
      onStampViewChange={setStampView}
      onSend={() => {}}
    />
  );
}

describe("home's group cards", () => {
  it("slide to the next and back without a new style rule", () => {
    render(<Cards groups={[group(1), group(2)]} />);
    expect(screen.getByText("1번째 그룹 / 2")).toBeTruthy();
    const drawn = getCssText();
    fireEvent.click(screen.getByRole("button", { name: "다음 그룹" }));
    expect(screen.getByText("2번째 그룹 / 2")).toBeTruthy();
    expect(screen.getByRole("article", { name: "2번째 그룹 / 2" }).getAttribute("data-from")).toBe("right");
    fireEvent.click(screen.getByRole("button", { name: "이전 그룹" }));
    expect(screen.getByRole("article", { name: "1번째 그룹 / 2" }).getAttribute("data-from")).toBe("left");
    expect(getCssText()).toBe(drawn);
  });
});
