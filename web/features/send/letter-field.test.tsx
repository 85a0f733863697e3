import { PRAISE_MAX } from "@contract/rules";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LetterField, letterCutMessage } from "./letter-field";

function Letter() {
  const [content, setContent] = useState("");
  return <LetterField value={content} onChange={setContent} />;
}

const letter = () => screen.getByLabelText("칭찬 내용") as HTMLTextAreaElement;

describe("LetterField", () => {
  it("says so when a paste is cut to 180, and the message goes with the next letter that fits", () => {
    render(<Letter />);
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(letter(), { target: { value: "꿀".repeat(200) } });
    expect(letter().value).toBe("꿀".repeat(PRAISE_MAX));
    expect(screen.getByRole("alert").textContent).toBe("180자까지만 쓸 수 있어요. 넘친 20자는 담기지 않았어요.");
    expect(letterCutMessage(20)).toBe(screen.getByRole("alert").textContent);
    fireEvent.change(letter(), { target: { value: "꿀".repeat(170) } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the counter above the box, where the sticky bar at the bottom never covers it", () => {
    render(<Letter />);
    const counter = screen.getByText(`0/${PRAISE_MAX}`);
    // Before the text area in the page's order: beside the label, not under the box.
    expect(counter.compareDocumentPosition(letter()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(letter().getAttribute("aria-describedby")).toContain(counter.id);
  });
});
