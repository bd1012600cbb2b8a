import { z } from 'zod';
import { currentUser } from '@/contracts/auth';
import type { KeyValueStore } from '@/services/storage/local-store';
import { StorageKey } from '@/services/storage/storage-keys';

/** One entry of `user_logged_list`: the user and its tokens. */
export const accountEntry = z.object({
  user: currentUser.nullable(),
  access_token: z.string().min(1).optional(),
  refresh_token: z.string().min(1).nullable().optional(),
  expires_at: z.number().optional(),
});
export type AccountEntry = z.infer<typeof accountEntry>;

const accountList = z.record(z.string(), accountEntry);
export type AccountList = z.infer<typeof accountList>;

export function readAccountList(store: KeyValueStore): AccountList {
  return store.read(StorageKey.userLoggedList, accountList) ?? {};
}

/** Merges `patch` into one account's entry, leaving the other accounts untouched. */
export function mergeAccount(store: KeyValueStore, userId: string, patch: Partial<AccountEntry>): void {
  const list = readAccountList(store);
  const current: AccountEntry = list[userId] ?? { user: null };
  store.write(StorageKey.userLoggedList, { ...list, [userId]: { ...current, ...patch } });
}

export function removeAccount(store: KeyValueStore, userId: string): void {
  const list = readAccountList(store);
  if (!(userId in list)) return;
  const rest = { ...list };
  delete rest[userId];
  store.write(StorageKey.userLoggedList, rest);
}
