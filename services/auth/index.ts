export { getSession } from './session';
export { createSessionStore, IDENTIFY_EXPIRY_SECONDS, type SessionStore, type SessionStoreOptions } from './session-store';
export { getDeviceId, getDeviceInfo } from './device-info';
export type { AccountKey, SessionSnapshot, StoredTokens, TokenSource } from './session-types';
export type { AccountEntry, AccountList } from './account-list';
