// Tabs a file's tests take turns in. A page loaded in a tab that already showed the app costs
// Chromium a fraction of a new tab's work (a new renderer process is most of it; decision 018), so
// tests that run one after another and only need a page of some kind (a visitor, a member, with or
// without script) load it in the tab the test before them used. What a test leaves behind is its
// own document, replaced by the next test's load; a test that fails has its tab closed once the
// failure has been described (support/on-failure.ts), and the next test of that kind gets a new one.
import type { Page } from "playwright-core";
import { onTestFinished } from "vitest";
import { collectErrors } from "./browser";

export type Tab = {
  page: Page;
  /** What the page logged (support/browser.ts `collectErrors`) since this test took the tab. */
  errors: string[];
};

/**
 * Tabs by kind, each opened by `open` the first time a test asks for that kind. Only for tests that
 * run one at a time: a tab serves one test at once.
 */
export const sharedTabs = () => {
  const tabs = new Map<string, Promise<Tab>>();
  return async (kind: string, open: () => Promise<Page>): Promise<Tab> => {
    let opened = tabs.get(kind);
    if (!opened) {
      opened = open().then((page) => ({ page, errors: collectErrors(page) }));
      tabs.set(kind, opened);
    }
    const mine = opened;
    onTestFinished(async ({ task }) => {
      if (task.result?.state !== "fail") return;
      if (tabs.get(kind) === mine) tabs.delete(kind);
      await (await mine.catch(() => null))?.page.context().close();
    });
    const tab = await mine;
    tab.errors.length = 0;
    return tab;
  };
};
