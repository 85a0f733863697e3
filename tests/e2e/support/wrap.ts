// Buttons whose label breaks onto a second line ('이어가기\n취소' at 320 px): each visible button's text
// is measured line by line, so a label that wraps is caught however tall its button is drawn.
import type { Page } from "playwright-core";

/** One line per wrapped button: its label and how many lines it takes. */
export const wrappedButtons = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const range = document.createRange();
    const lines: string[] = [];
    for (const button of Array.from(document.querySelectorAll("button, [role=button], a[href]"))) {
      if (!button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const label = (button.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!label) continue;
      // An in-text link may wrap like the sentence around it; a button-like link is its own block.
      if (button.tagName === "A" && getComputedStyle(button).display === "inline") continue;
      // The label's text only (an icon beside it sits at a top of its own): one rectangle per line.
      const tops: number[] = [];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      // Lines of one label lie a line-height apart; rounding moves a rectangle by a pixel at most.
      const count = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
      if (count > 1) lines.push(`"${label}" takes ${count} lines`);
    }
    return lines;
  });
