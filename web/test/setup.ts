// Every web test starts from empty storage, no cookies and an empty document.
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Lazy route chunks load slower on a busy 2-core CI machine than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split("; ").filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    document.cookie = `${cookie.slice(0, cookie.indexOf("="))}=; Max-Age=0; Path=/`;
  }
});
