// No zod here: pages import these codes without the schemas.
/** Machine codes of sign-in, sessions, device links and profile answers. */
export const AuthErrorCode = {
  /** 406: fetch `GET /core/v1/turnstile/`, solve it, retry with both Turnstile headers. */
  TURNSTILE_REQUIRED: 'TURNSTILE_REQUIRED',
  /** 401: the provider's proof was refused (forged, expired, spent, wrong signature…). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** 401: a Firebase ID token of another sign-in provider than the endpoint's. */
  PROVIDER_MISMATCH: 'PROVIDER_MISMATCH',
  /** 401: a Petra nonce that is unknown, spent, expired or issued to another device. */
  NONCE_INVALID: 'NONCE_INVALID',
  /** 401: a refresh token that is unknown, spent, revoked, expired or from another device. */
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  DEVICE_LINK_NOT_FOUND: 'DEVICE_LINK_NOT_FOUND',
  DEVICE_LINK_EXPIRED: 'DEVICE_LINK_EXPIRED',
  DEVICE_LINK_DENIED: 'DEVICE_LINK_DENIED',
  /** 409: not in a state that allows this step (not yet approved, already used, scanned by another). */
  DEVICE_LINK_CONFLICT: 'DEVICE_LINK_CONFLICT',
  /** 403: the code typed is not the one on the requesting screen; too many wrong ones deny the link. */
  DEVICE_LINK_CODE_INVALID: 'DEVICE_LINK_CODE_INVALID',
  DISPLAY_NAME_INVALID: 'DISPLAY_NAME_INVALID',
  IDENTITY_IN_USE: 'IDENTITY_IN_USE',
  IDENTITY_NOT_LINKED: 'IDENTITY_NOT_LINKED',
  LAST_IDENTITY: 'LAST_IDENTITY',
  /** 403: a sign-in with a method its account removed; link it again from the account first. */
  IDENTITY_UNLINKED: 'IDENTITY_UNLINKED',
} as const;
export type AuthErrorCodeName = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
