// A tap on a drawn page before the page listens (decision 029). The worker draws the page with
// this inline script (allowed by its hash); it holds every tap on a control until the drawn
// entry has hydrated, marks the control at once so the tap shows, and the entry replays the taps
// in order. Links are left to the browser: a link followed before the page listens still arrives;
// only a link that does more than its address says once the page listens carries HOLD_TAP and is held
// like a button (the landing's '로그인하고 꿀 저장하기' remembers the praise and goes straight to Kakao).

/** The attribute a held control carries until its tap is replayed (the pressed look in web/ui/theme.ts). */
export const TAP_HELD = "data-tap-held";

/** A link whose tap waits for the page to listen, as a button's does. */
export const HOLD_TAP = "data-hold-tap";

/** The global the drawn entry calls once React listens: it replays the held taps and stops holding. */
export const RELEASE_TAPS = "kkulReleaseTaps";

/** The global the drawn entry calls as it starts hydrating: from then on a form's submit waits too. */
export const HYDRATING = "kkulHydrating";

// Buttons, ARIA buttons and tabs, radios and checkboxes (directly or by their label), and the links
// that carry HOLD_TAP; a second tap on a held control is the same intent, not another. A label of a
// text field is left alone: it focuses its field. A submit button of a form the worker answers (one
// with an `action`) is left to the browser too, as a link is: the form posts at once (decision 042),
// carrying the radios and checkboxes whose taps were held. A form posted natively is posted once: a
// second submit of it is stopped, before and after the page listens (a submit the page's script takes
// over, by preventing its default, is not a post and marks nothing). Back from the history cache, it
// may post again. Once the scripts have come and React has begun hydrating, a submit is held like a
// tap and replayed with the others: React, hydrating at once for a submit, would otherwise put its
// state's empty fields back into the form before its handler read them, and the letter typed would
// be lost without a word.
//
// Text typed into a field before the page listens is kept too. Hydration leaves it on screen, but the
// page's state still holds the drawn value (empty), and the page's next render puts that back. So the
// holder remembers what each field last held, and the release (in a task of its own, outside React's
// effects, web/drawn/root.tsx) hands it to React as typing would: the value set past React's record of
// it, then an input event. The held taps follow in a later task, when React has the text in its
// state: a letter typed and sent before the page listened is sent whole (decision 032).
const source = `(() => {
  const held = [];
  const typed = new Map();
  const control = (target) => {
    const el = target instanceof Element ? target.closest("button, [role=button], [role=tab], [role=switch], input[type=radio], input[type=checkbox], label, [${HOLD_TAP}]") : null;
    if (!el || el.disabled) return null;
    if (el.tagName === "LABEL" && !/^(radio|checkbox)$/.test(el.control ? el.control.type : "")) return null;
    if (el.type === "submit" && el.form && el.form.hasAttribute("action")) return null;
    return el;
  };
  let posted = new WeakSet();
  let hydrating = false;
  const submit = (event) => {
    const form = event.target;
    if (posted.has(form)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (hydrating) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const by = event.submitter || form.querySelector("[type=submit]");
      if (by && !held.includes(by)) held.push(by);
      if (by) by.setAttribute("${TAP_HELD}", "");
      return;
    }
    for (const el of held.filter((el) => form.contains(el))) {
      const input = el.tagName === "LABEL" ? el.control : el;
      if (input && input.type === "radio") input.checked = true;
      else if (input && input.type === "checkbox") input.checked = !input.checked;
      held.splice(held.indexOf(el), 1);
      el.removeAttribute("${TAP_HELD}");
    }
  };
  document.addEventListener("submit", submit, true);
  window.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) posted.add(event.target);
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) posted = new WeakSet();
  });
  const hold = (event) => {
    const el = control(event.target);
    if (!el) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(el)) held.push(el);
    el.setAttribute("${TAP_HELD}", "");
  };
  const type = (event) => {
    const el = event.target;
    if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !/^(radio|checkbox)$/.test(el.type))) typed.set(el, el.value);
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("input", type, true);
  window.${HYDRATING} = () => {
    hydrating = true;
    delete window.${HYDRATING};
  };
  window.${RELEASE_TAPS} = () => {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("input", type, true);
    delete window.${RELEASE_TAPS};
    delete window.${HYDRATING};
    hydrating = false;
    const values = [...typed].filter(([el, value]) => el.isConnected && value !== el.defaultValue);
    typed.clear();
    for (const [el, value] of values) {
      el.value = el.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
    const replay = () => {
      for (const el of held.splice(0)) {
        el.removeAttribute("${TAP_HELD}");
        if (el.isConnected) el.click();
      }
    };
    if (values.length > 0) setTimeout(replay);
    else replay();
  };
})();`;

/**
 * The inline script's text, exactly as the document carries it (its hash is taken of this). Only the
 * worker uses it: marked pure, so the client's bundle, which imports this module for its constants,
 * drops the text, which every drawn page's first load would otherwise carry.
 */
export const EARLY_TAPS_SCRIPT = /* @__PURE__ */ source.replace(/\n\s*/g, " ");
