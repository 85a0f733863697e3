// Touch targets as a finger meets them: every visible button, link and [role=button] of the page,
// its laid-out box in CSS px. WCAG 2.5.8 (AA) wants 24×24 at least; we aim for 44×44 (2.5.5) where
// the layout allows. Targets inside inert or aria-hidden regions (a collapsed sheet) are skipped;
// a link inside running text is WCAG's "inline" exception and is reported apart.
import type { Page } from "playwright-core";

export const MIN_TARGET = 24;
export const GOOD_TARGET = 44;

export type Target = { name: string; width: number; height: number; inline: boolean };

export const TARGETS = "button, a[href], [role='button'], [role='tab'], summary";

/** Every visible target of the page with its size (rounded to 0.1 px) and a short description. */
export const measureTargets = (page: Page): Promise<Target[]> =>
  page.evaluate((selector) => {
    const describe = (el: Element) => {
      const label =
        el.getAttribute("aria-label") ??
        (el.getAttribute("aria-labelledby")
          ? document.getElementById(el.getAttribute("aria-labelledby")!)?.textContent
          : null) ??
        el.textContent;
      const text = (label ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${text}"`;
    };
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => {
        if (el.closest("[inert], [aria-hidden='true']")) return false;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        // Inline: a link whose own box is inline and whose parent holds running text around it.
        const inline =
          el.tagName === "A" &&
          getComputedStyle(el).display === "inline" &&
          Array.from(el.parentElement?.childNodes ?? []).some(
            (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
          );
        return {
          name: describe(el),
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
          inline,
        };
      });
  }, TARGETS);

/** "name w×h" for each target under `min` px on either side (inline links excepted). */
export const under = (targets: Target[], min: number) =>
  targets.filter((t) => !t.inline && (t.width < min || t.height < min)).map((t) => `${t.name} ${t.width}×${t.height}`);
