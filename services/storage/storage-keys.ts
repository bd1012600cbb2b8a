/** Local storage keys (product spec §3). */
export const StorageKey = {
  language: 'i18nextLng',
  deviceId: 'device_id',
  userId: 'user_id',
  userTokenIdentify: 'user_token_identify',
  userInfo: 'user_info',
  userLoggedList: 'user_logged_list',
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

/** Cookies mirroring the current session for SSR and sibling subdomains. */
export const CookieName = {
  userId: 't_uid',
  accessToken: 't_uat',
  refreshToken: 't_urt',
  /** When the access token expires, epoch milliseconds. */
  expiresAt: 't_uei',
} as const;
export type CookieNameValue = (typeof CookieName)[keyof typeof CookieName];
