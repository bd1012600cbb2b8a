import type { CurrentUser } from '@/contracts/auth';

/** The tokens of one account; `expires_at` is when the access token expires (epoch ms). */
export interface StoredTokens {
  access_token: string;
  /** Null when a sign-in (QR code) handed out only an access token: such a session cannot refresh. */
  refresh_token: string | null;
  expires_at: number;
}

/** A user id, or null for a session whose user is not fetched yet. */
export type AccountKey = string | null;

export interface SessionSnapshot {
  userId: AccountKey;
  user: CurrentUser | null;
  tokens: StoredTokens | null;
}

/** What the HTTP layer needs from a session: whose tokens, read and written per account. */
export interface TokenSource {
  currentAccount(): AccountKey;
  tokensFor(account: AccountKey): StoredTokens | null;
  saveTokens(account: AccountKey, tokens: StoredTokens): void;
  /** Drops the account's tokens; when it is the current account, the whole session goes. */
  clearAccount(account: AccountKey): void;
}
