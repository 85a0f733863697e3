// Horizontal overflow as a narrow phone shows it: nothing of the page may reach past the viewport's
// left or right edge. The document must not scroll sideways, and since the app's column clips what
// sticks out (overflow-x: clip, web/app/app-layout.tsx), every visible element box and every line
// of text is measured too: one that crosses an edge is cut off on screen, not scrolled to. A box
// inside a container of the page that clips or scrolls on its own (a carousel, an ellipsis) is that
// container's business, as long as the container itself fits; text for screen readers only, clipped
// to nothing, is not painted at all. A one-line field's placeholder that does not fit is cut off too.
import type { Page } from "playwright-core";

/** One line per offender: "tag.class "text" spans left..right px" (outermost offenders only). */
export const horizontalOverflow = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    // Text is measured in the fonts it is drawn in, not in a fallback still standing in for them.
    await document.fonts.ready;
    const width = document.documentElement.clientWidth;
    const SLACK = 0.5; // sub-pixel layout rounding
    const root = document.getElementById("root");
    const column = root?.firstElementChild ?? null;
    // Clipping by the page's own frame (html, body, #root, the column) is what hides overflow from
    // the document's scroll width: it does not excuse anything.
    const frame = new Set<Element | null>([document.documentElement, document.body, root, column]);
    const outside = (rect: DOMRect) => rect.right > width + SLACK || rect.left < -SLACK;
    /** Clipped to nothing: text for screen readers only (web/ui/visually-hidden.tsx, a live region). */
    const clippedAway = (style: CSSStyleDeclaration) =>
      style.clip === "rect(0px, 0px, 0px, 0px)" || /^inset\((50|100)%\)$/.test(style.clipPath);
    /** Painted: rendered, visible, not transparent, and neither it nor an ancestor clipped to nothing. */
    const shown = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (clippedAway(getComputedStyle(node))) return false;
      }
      return true;
    };
    /** An ancestor below the frame that clips or scrolls sideways and itself fits the viewport. */
    const containedBy = (el: Element) => {
      for (let parent = el.parentElement; parent && !frame.has(parent); parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible" && !outside(parent.getBoundingClientRect())) return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const classes = Array.from(el.classList)
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      const testId = el.getAttribute("data-testid");
      const label = el.getAttribute("aria-label") ?? el.textContent ?? "";
      const text = label.replace(/\s+/g, " ").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${classes}${testId ? `[data-testid=${testId}]` : ""} "${text}"`;
    };
    const span = (rect: DOMRect) => `spans ${Math.round(rect.left)}..${Math.round(rect.right)} px of ${width}`;

    const offenders = new Map<Element, string>();
    const all = Array.from(document.body.querySelectorAll("*")).filter(
      (el) => !(el instanceof SVGElement) || el instanceof SVGSVGElement,
    );
    for (const el of all) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !outside(rect) || containedBy(el)) continue;
      offenders.set(el, `${describe(el)} ${span(rect)}`);
    }
    // Text wider than its box: the line itself crosses the edge while its element fits.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || offenders.has(parent) || !node.textContent?.trim() || !shown(parent)) continue;
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || !outside(rect)) continue;
      if (getComputedStyle(parent).overflowX !== "visible" && !outside(parent.getBoundingClientRect())) continue;
      if (containedBy(parent)) continue;
      offenders.set(parent, `text of ${describe(parent)} ${span(rect)}`);
    }
    // A one-line field's placeholder wider than the field: its end is cut off while it is shown.
    const canvas = document.createElement("canvas").getContext("2d");
    for (const input of Array.from(document.body.querySelectorAll<HTMLInputElement>("input[placeholder]"))) {
      if (!canvas || input.value !== "" || !shown(input)) continue;
      const style = getComputedStyle(input);
      canvas.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needs = canvas.measureText(input.placeholder).width;
      if (needs > room + SLACK)
        offenders.set(
          input,
          `placeholder of ${describe(input)} "${input.placeholder}" needs ${Math.round(needs)} px of ${Math.round(room)}`,
        );
    }
    // The outermost only: a child of an offender sticks out because its parent does.
    const lines = Array.from(offenders)
      .filter(([el]) => !Array.from(offenders.keys()).some((other) => other !== el && other.contains(el)))
      .map(([, line]) => line);
    const scrolls = document.documentElement.scrollWidth - width;
    if (scrolls > 0) lines.unshift(`the document scrolls sideways by ${scrolls} px`);
    return lines;
  });
