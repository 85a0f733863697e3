// The login session kept in browser storage (SPEC §3), under the original app's key names.

// Outside the browser (Node tests against the worker) callers pass their own Storage.
export const browserStorage = (): Storage => {
  const storage = (globalThis as { localStorage?: Storage }).localStorage;
  if (!storage) throw new Error("No localStorage here: pass a Storage explicitly.");
  return storage;
};

export const SESSION_KEYS = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  kakaoAccessToken: "kakaoAccessToken",
  uuid: "uuid",
  userName: "userName",
  email: "email",
} as const;

export type Session = { [K in keyof typeof SESSION_KEYS]: string | null };
export type TokenPair = { accessToken: string; refreshToken: string };

export const getSession = (storage: Storage = browserStorage()): Session => ({
  accessToken: storage.getItem(SESSION_KEYS.accessToken),
  refreshToken: storage.getItem(SESSION_KEYS.refreshToken),
  kakaoAccessToken: storage.getItem(SESSION_KEYS.kakaoAccessToken),
  uuid: storage.getItem(SESSION_KEYS.uuid),
  userName: storage.getItem(SESSION_KEYS.userName),
  email: storage.getItem(SESSION_KEYS.email),
});

export const isLoggedIn = (storage: Storage = browserStorage()): boolean =>
  Boolean(storage.getItem(SESSION_KEYS.accessToken));

export const saveTokens = ({ accessToken, refreshToken }: TokenPair, storage: Storage = browserStorage()) => {
  storage.setItem(SESSION_KEYS.accessToken, accessToken);
  storage.setItem(SESSION_KEYS.refreshToken, refreshToken);
};

export const saveLogin = (login: TokenPair & { memberName: string }, storage: Storage = browserStorage()) => {
  saveTokens(login, storage);
  storage.setItem(SESSION_KEYS.userName, login.memberName);
};

export const saveKakaoAccessToken = (token: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.kakaoAccessToken, token);

export const saveUserName = (name: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.userName, name);

export const saveEmail = (email: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.email, email);

/** Logs out locally. The pending praise uuid survives, so a receiver can still save it after logging in again. */
export const clearSession = (storage: Storage = browserStorage()) => {
  for (const key of ["accessToken", "refreshToken", "kakaoAccessToken", "userName", "email"] as const) {
    storage.removeItem(SESSION_KEYS[key]);
  }
};

export const getPendingUuid = (storage: Storage = browserStorage()) => storage.getItem(SESSION_KEYS.uuid);
export const setPendingUuid = (uuid: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.uuid, uuid);
export const clearPendingUuid = (storage: Storage = browserStorage()) => storage.removeItem(SESSION_KEYS.uuid);
