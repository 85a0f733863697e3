// Every web test starts from empty storage, no cookies and an empty document.
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A find or waitFor waits for a state; this only bounds one that never comes. Lazy route chunks and
// a page's queries settle far slower when the run's browser files and workerd share two cores, and
// a bound tighter than the test's own (vitest.config.ts) turned that wait into a failure.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split("; ").filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    document.cookie = `${cookie.slice(0, cookie.indexOf("="))}=; Max-Age=0; Path=/`;
  }
});
