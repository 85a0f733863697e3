// The drawn documents' inline tap holder (worker/contract/early-taps.ts; decisions 029 and 042), run as
// the document runs it: a tap on a form's submit button where the worker answers the form is left to
// the browser, with the stamp whose tap was held carried in the post, and a form posted natively is
// posted once, before and after the page listens.
import { EARLY_TAPS_SCRIPT, RELEASE_TAPS, TAP_HELD } from "@contract/early-taps";
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

beforeAll(() => {
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
    expect(submitOf(form)).toBe("posted");
    expect(radio.checked).toBe(true);
    expect(label.hasAttribute(TAP_HELD)).toBe(false);
    expect(submitOf(form)).toBe("stopped");
  });

  it("once the page listens: a submit the page takes over marks nothing; a native post is still posted once", () => {
    (window as unknown as Record<string, () => void>)[RELEASE_TAPS]!();
    const { form } = draw("/jar/abc");
    const takeOver = (event: Event) => event.preventDefault();
    form.addEventListener("submit", takeOver);
    expect(submitOf(form)).toBe("stopped");
    expect(submitOf(form)).toBe("stopped");
    form.removeEventListener("submit", takeOver);
    expect(submitOf(form)).toBe("posted");
    expect(submitOf(form)).toBe("stopped");
  });
});
