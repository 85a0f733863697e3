// The drawn documents' inline tap holder (worker/contract/early-taps.ts; decisions 029 and 042), run as
// the document runs it: a tap on a form's submit button where the worker answers the form is left to
// the browser, with the stamp whose tap was held carried in the post, and a form posted natively is
// posted once, before and after the page listens. A page left natively before it listens stops loading.
import { EARLY_TAPS_SCRIPT, LEAVING, RELEASE_TAPS, TAP_HELD } from "@contract/early-taps";
import { beforeAll, describe, expect, it } from "vitest";

const submitOf = (form: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented ? "stopped" : "posted";
};
const click = (el: Element) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event.defaultPrevented ? "held" : "left to the browser";
};

const draw = (action: string | null) => {
  const form = document.createElement("form");
  form.method = "post";
  if (action !== null) form.setAttribute("action", action);
  form.innerHTML = `<label><input type="radio" name="honeyStampId" value="2" />센스 만점</label>
    <button type="submit">꿀단지에 담기</button>`;
  document.body.append(form);
  return {
    form,
    label: form.querySelector("label")!,
    radio: form.querySelector("input")!,
    button: form.querySelector("button")!,
  };
};

/** How often the page stopped its own loading (window.stop, which happy-dom lacks). */
let stops = 0;

/** A link tapped: whether the page stopped loading for it (the navigation itself is not followed here). */
const follow = (href: string, attributes: Record<string, string> = {}) => {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = "카카오로 시작하기";
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  const before = stops;
  const stay = (event: Event) => event.preventDefault();
  window.addEventListener("click", stay); // after the holder's own listener
  click(link);
  window.removeEventListener("click", stay);
  link.remove();
  return stops > before ? "stopped loading" : "loading on";
};

beforeAll(() => {
  (window as unknown as { stop: () => void }).stop = () => {
    stops += 1;
  };
  new Function(EARLY_TAPS_SCRIPT)();
});

describe("the early taps holder and forms", () => {
  it("leaves a submit button of a form with an action to the browser, and holds one without", () => {
    const posted = draw("/jar/abc");
    expect(click(posted.button)).toBe("left to the browser");
    expect(posted.button.hasAttribute(TAP_HELD)).toBe(false);
    const local = draw(null);
    expect(click(local.button)).toBe("held");
    expect(local.button.hasAttribute(TAP_HELD)).toBe(true);
  });

  it("posts the stamp whose tap was held, and a second submit of the same form is stopped", () => {
    const { form, label, radio } = draw("/jar/abc");
    expect(click(label)).toBe("held");
    expect(radio.checked).toBe(false);
    const before = stops;
    expect(submitOf(form)).toBe("posted");
    expect(radio.checked).toBe(true);
    expect(label.hasAttribute(TAP_HELD)).toBe(false);
    // Leaving before the page listens: its scripts stop loading and the entry will not hydrate it.
    expect(stops).toBe(before + 1);
    expect(LEAVING in window).toBe(true);
    expect(submitOf(form)).toBe("stopped");
  });

  it("before the page listens, a link followed in the same tab stops the page's loading; others do not", () => {
    expect(follow("/auth/kakao/start?returnTo=%2F")).toBe("stopped loading");
    expect(follow("https://kakao.test/oauth")).toBe("stopped loading");
    expect(follow("/auth/kakao/start", { target: "_blank" })).toBe("loading on");
    expect(follow("/card.png", { download: "" })).toBe("loading on");
    expect(follow("mailto:help@example.com")).toBe("loading on");
    expect(follow(`${location.pathname}${location.search}#letters`)).toBe("loading on");
  });

  it("once the page listens: a submit the page takes over marks nothing; a native post is still posted once", () => {
    (window as unknown as Record<string, () => void>)[RELEASE_TAPS]!();
    const { form } = draw("/jar/abc");
    const takeOver = (event: Event) => event.preventDefault();
    form.addEventListener("submit", takeOver);
    expect(submitOf(form)).toBe("stopped");
    expect(submitOf(form)).toBe("stopped");
    form.removeEventListener("submit", takeOver);
    const before = stops;
    expect(submitOf(form)).toBe("posted");
    expect(submitOf(form)).toBe("stopped");
    expect(follow("/auth/kakao/start")).toBe("loading on");
    // A page that listens loads nothing more of its own: it is left as any page is.
    expect(stops).toBe(before);
  });
});
