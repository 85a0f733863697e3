// Small helpers over Web Storage shared by the locally persisted drafts and the OAuth attempt.
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
