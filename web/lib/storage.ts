// Web Storage's one door in the client (biome.json refuses `localStorage` and `sessionStorage` anywhere
// else in web/, tests aside; web/lib/storage.grit finds them behind `window.`): what the app keeps, in
// which of the two stores and under which key, is read here. A browser may refuse storage (a private
// window, a locked-down WebView) and Node has none: `webStorage` throws then, as the browser would, and
// each caller says what a refusal means for it.

export type StorageArea = "local" | "session";

/** The browser's device-wide ("local") or this tab's ("session") storage; throws where there is none. */
export const webStorage = (area: StorageArea): Storage => {
  const stores = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  const storage = area === "local" ? stores.localStorage : stores.sessionStorage;
  if (!storage) throw new Error(`No ${area} storage here: pass a Storage explicitly.`);
  return storage;
};

export const readJson = <T>(storage: Storage, key: string): T | null => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export const writeJson = (storage: Storage, key: string, value: unknown) => storage.setItem(key, JSON.stringify(value));
