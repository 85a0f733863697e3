// What the browser keeps of the login session (SPEC §3, decision 021). The session itself is the
// worker's `__Host-` cookie, which no script can read: the browser keeps only what it shows — the
// member's name (also the sign that it is logged in) and e-mail — and the praise it was opening
// before logging in, under the original app's key names.

import { webStorage } from "../lib/storage";

// Outside the browser (Node tests against the worker) callers pass their own Storage.
export const browserStorage = (): Storage => webStorage("local");

export const SESSION_KEYS = { uuid: "uuid", userName: "userName", email: "email" } as const;

/** Where the version before decision 021 kept tokens: read once to carry the session over, then gone. */
export const STORED_TOKEN_KEYS = { accessToken: "accessToken", refreshToken: "refreshToken" } as const;
const PROVIDER_TOKEN_KEY = "kakaoAccessToken";

export type Session = { [K in keyof typeof SESSION_KEYS]: string | null };
export type TokenPair = { accessToken: string; refreshToken: string };

export const getSession = (storage: Storage = browserStorage()): Session => ({
  uuid: storage.getItem(SESSION_KEYS.uuid),
  userName: storage.getItem(SESSION_KEYS.userName),
  email: storage.getItem(SESSION_KEYS.email),
});

/** Logged in, as far as the page can tell: the worker's answer (a 401) is what ends it. */
export const isLoggedIn = (storage: Storage = browserStorage()): boolean =>
  Boolean(storage.getItem(SESSION_KEYS.userName));

export const saveUserName = (name: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.userName, name);

export const saveEmail = (email: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.email, email);

/** Tokens the previous version stored, taken out of storage (every one of them, provider token too). */
export const takeStoredTokens = (storage: Storage = browserStorage()): TokenPair | null => {
  const accessToken = storage.getItem(STORED_TOKEN_KEYS.accessToken);
  const refreshToken = storage.getItem(STORED_TOKEN_KEYS.refreshToken);
  for (const key of [STORED_TOKEN_KEYS.accessToken, STORED_TOKEN_KEYS.refreshToken, PROVIDER_TOKEN_KEY]) {
    storage.removeItem(key);
  }
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
};

/** Logs out locally. The pending praise uuid survives, so a receiver can still save it after logging in again. */
export const clearSession = (storage: Storage = browserStorage()) => {
  storage.removeItem(SESSION_KEYS.userName);
  storage.removeItem(SESSION_KEYS.email);
  takeStoredTokens(storage);
};

export const getPendingUuid = (storage: Storage = browserStorage()) => storage.getItem(SESSION_KEYS.uuid);
export const setPendingUuid = (uuid: string, storage: Storage = browserStorage()) =>
  storage.setItem(SESSION_KEYS.uuid, uuid);
export const clearPendingUuid = (storage: Storage = browserStorage()) => storage.removeItem(SESSION_KEYS.uuid);
