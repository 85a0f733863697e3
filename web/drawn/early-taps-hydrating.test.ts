// The drawn documents' inline tap holder (worker/contract/early-taps.ts; decisions 029 and 042) once
// the scripts have come and React hydrates: a submit is held like a tap, marked pressed, and replayed
// after the text typed before was handed over, so the form is read with that text; before hydration
// begins, the same submit still posts natively.
import { EARLY_TAPS_SCRIPT, HYDRATING, RELEASE_TAPS, TAP_HELD } from "@contract/early-taps";
import { beforeAll, describe, expect, it } from "vitest";

const holder = () => window as unknown as Record<string, (() => void) | undefined>;

const draw = () => {
  document.body.innerHTML = `<form method="post" action="/jar/abc">
    <textarea name="content"></textarea>
    <button type="submit">꿀단지에 담기</button>
  </form>`;
  const form = document.querySelector("form")!;
  return { form, letter: form.querySelector("textarea")!, button: form.querySelector("button")! };
};

/** What a submit of the form did: posted (left to the browser) or stopped, and with what letter. */
const watch = (form: HTMLFormElement) => {
  const seen: { posted: boolean; content: string }[] = [];
  form.addEventListener("submit", (event) => {
    seen.push({ posted: !event.defaultPrevented, content: String(new FormData(form).get("content")) });
    event.preventDefault(); // no navigation in the test's document
  });
  return seen;
};

const typeInto = (field: HTMLTextAreaElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};

beforeAll(() => {
  new Function(EARLY_TAPS_SCRIPT)();
});

describe("a submit while React hydrates", () => {
  it("before hydration begins, posts natively with the letter as typed", () => {
    const { form, letter, button } = draw();
    const seen = watch(form);
    typeInto(letter, "스크립트 전에 쓴 편지");
    button.click();
    expect(seen).toEqual([{ posted: true, content: "스크립트 전에 쓴 편지" }]);
  });

  it("is held, marked pressed, and replayed once the page listens, with the letter typed before", async () => {
    const { form, letter, button } = draw();
    typeInto(letter, "먼저 쓴 편지");
    holder()[HYDRATING]?.();
    const seen = watch(form);
    // React, hydrating at once for a submit that reaches it before the page listens, puts its state's
    // empty field back into the form.
    form.addEventListener(
      "submit",
      () => {
        if (RELEASE_TAPS in window) letter.value = "";
      },
      { capture: true },
    );
    button.click();
    expect(seen).toEqual([]);
    expect(button.hasAttribute(TAP_HELD)).toBe(true);

    holder()[RELEASE_TAPS]!();
    await expect.poll(() => seen.length).toBe(1);
    expect(button.hasAttribute(TAP_HELD)).toBe(false);
    expect(seen[0]!.content).toBe("먼저 쓴 편지");
  });
});
