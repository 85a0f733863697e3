// Touch targets as a finger meets them: every visible button, link and [role=button] of the page,
// the area that takes its taps in CSS px: its laid-out box, grown by a transparent ::before/::after
// around it where it has one (web/ui/hit-area.ts). WCAG 2.5.8 (AA) wants 24×24 at least; we hold
// every control to 44×44 (2.5.5). Targets inside inert or aria-hidden regions (a collapsed sheet) are skipped; a link
// inside running text is WCAG's "inline" exception and is reported apart. A grown area only counts
// where it really takes the tap: a point of it on screen that anything else answers (another
// control, or the page because a parent clips it) is reported as `lostTo`.
import type { Page } from "playwright-core";

export const GOOD_TARGET = 44;

export type Target = { name: string; width: number; height: number; inline: boolean; lostTo: string | null };

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
        const border = el.getBoundingClientRect();
        // The grown area: an absolutely placed, painted ::before/::after, its resolved insets taken
        // from the control's padding box (the control is its containing block).
        const own = getComputedStyle(el);
        const padding = {
          left: border.left + parseFloat(own.borderLeftWidth),
          top: border.top + parseFloat(own.borderTopWidth),
          right: border.right - parseFloat(own.borderRightWidth),
          bottom: border.bottom - parseFloat(own.borderBottomWidth),
        };
        const box = { left: border.left, top: border.top, right: border.right, bottom: border.bottom };
        const midX = (border.left + border.right) / 2;
        const midY = (border.top + border.bottom) / 2;
        const grown: { x: number; y: number }[] = [];
        for (const pseudo of ["::before", "::after"]) {
          const style = getComputedStyle(el, pseudo);
          if (style.content === "none" || style.display === "none" || style.pointerEvents === "none") continue;
          if (style.position !== "absolute" || own.position === "static") continue;
          const area = {
            left: padding.left + parseFloat(style.left),
            top: padding.top + parseFloat(style.top),
            right: padding.right - parseFloat(style.right),
            bottom: padding.bottom - parseFloat(style.bottom),
          };
          if ([area.left, area.top, area.right, area.bottom].some(Number.isNaN)) continue;
          // The middle of each band it adds beyond the box: where a lost tap would show.
          if (area.left < border.left) grown.push({ x: (area.left + border.left) / 2, y: midY });
          if (area.right > border.right) grown.push({ x: (area.right + border.right) / 2, y: midY });
          if (area.top < border.top) grown.push({ x: midX, y: (area.top + border.top) / 2 });
          if (area.bottom > border.bottom) grown.push({ x: midX, y: (area.bottom + border.bottom) / 2 });
          box.left = Math.min(box.left, area.left);
          box.top = Math.min(box.top, area.top);
          box.right = Math.max(box.right, area.right);
          box.bottom = Math.max(box.bottom, area.bottom);
        }
        let lostTo: string | null = null;
        // Only for a control a finger can reach at all: one under an open dialog or menu is not
        // reachable at its middle either, and the dialog's own controls are measured in its place.
        // (Off screen, the middle is not reachable either: such a control is measured, not probed.)
        const atMiddle = document.elementFromPoint(midX, midY);
        const reachable = atMiddle !== null && (el === atMiddle || el.contains(atMiddle));
        for (const point of reachable ? grown : []) {
          if (point.x < 0 || point.y < 0 || point.x >= innerWidth || point.y >= innerHeight) continue;
          const hit = document.elementFromPoint(point.x, point.y);
          if (hit && (el === hit || el.contains(hit))) continue;
          const other = hit?.closest(selector);
          lostTo = other ? describe(other) : hit ? `${hit.tagName.toLowerCase()} (clipped or covered)` : "nothing";
        }
        // Inline: a link whose own box is inline and whose parent holds running text around it.
        const inline =
          el.tagName === "A" &&
          getComputedStyle(el).display === "inline" &&
          Array.from(el.parentElement?.childNodes ?? []).some(
            (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
          );
        return {
          name: describe(el),
          width: Math.round((box.right - box.left) * 10) / 10,
          height: Math.round((box.bottom - box.top) * 10) / 10,
          inline,
          lostTo,
        };
      });
  }, TARGETS);

/** "name w×h" for each target under `min` px on either side (inline links excepted). */
export const under = (targets: Target[], min: number) =>
  targets.filter((t) => !t.inline && (t.width < min || t.height < min)).map((t) => `${t.name} ${t.width}×${t.height}`);

/** "name: its grown area is answered by …" for each target whose grown area does not take every tap. */
export const lost = (targets: Target[]) =>
  targets.flatMap((t) => (t.lostTo ? [`${t.name}: its grown area is answered by ${t.lostTo}`] : []));
