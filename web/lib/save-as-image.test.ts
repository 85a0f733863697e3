import { afterEach, describe, expect, it } from "vitest";
import { adoptPageStyles, collectPageCss } from "./save-as-image";

afterEach(() => {
  for (const style of document.head.querySelectorAll("style")) style.remove();
});

describe("adoptPageStyles", () => {
  it("gives a cloned document every rule of the page (including CSSOM-inserted ones) through an adopted sheet", () => {
    const style = document.createElement("style");
    document.head.appendChild(style);
    // stitches inserts its rules through the CSSOM, so they never appear as <style> text.
    style.sheet!.insertRule(".c-card { background-color: rgb(255, 248, 225); }");
    expect(style.textContent).toBe("");
    expect(collectPageCss()).toContain(".c-card");

    const clone = document.implementation.createHTMLDocument("capture");
    adoptPageStyles(clone);
    expect(clone.adoptedStyleSheets).toHaveLength(1);
    expect(
      Array.from(clone.adoptedStyleSheets[0]!.cssRules)
        .map((rule) => rule.cssText)
        .join("\n"),
    ).toContain(".c-card");
    expect(clone.querySelectorAll("style")).toHaveLength(0); // nothing for a strict CSP to block
  });
});
