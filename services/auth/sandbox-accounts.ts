import { z } from 'zod';
import { localStore, type KeyValueStore } from '@/services/storage/local-store';

import type { SandboxAccount } from './sandbox-chooser-registry';

/** The emulator's fake provider claims: `sub` must be stable per person, so it follows the email. */
export interface SandboxClaims extends SandboxAccount {
  sub: string;
  email_verified: true;
}

const REMEMBERED_KEY = 'sandbox_accounts';
const MAX_REMEMBERED = 5;
const remembered = z.array(z.object({ email: z.email(), name: z.string().min(1) }));

/** Offered before anyone has used the chooser, like the emulator's "auto-generate" suggestions. */
export const SANDBOX_PRESETS: readonly SandboxAccount[] = [
  { email: 'ada.sandbox@example.com', name: 'Ada Sandbox' },
  { email: 'ben.sandbox@example.com', name: 'Ben Sandbox' },
];

/** Accounts used before on this device, most recent first, then the presets not yet among them. */
export function rememberedSandboxAccounts(store: KeyValueStore = localStore): SandboxAccount[] {
  const used = store.read(REMEMBERED_KEY, remembered) ?? [];
  const presets = SANDBOX_PRESETS.filter((preset) => !used.some((account) => account.email === preset.email));
  return [...used, ...presets];
}

export function rememberSandboxAccount(account: SandboxAccount, store: KeyValueStore = localStore): void {
  const used = (store.read(REMEMBERED_KEY, remembered) ?? []).filter((known) => known.email !== account.email);
  store.write(REMEMBERED_KEY, [account, ...used].slice(0, MAX_REMEMBERED));
}

/** A name and address for "add account" when the person does not care which. */
export function generateSandboxAccount(random: () => number = Math.random): SandboxAccount {
  const ANIMALS = ['Otter', 'Falcon', 'Panda', 'Lynx', 'Koala', 'Heron', 'Ibex', 'Marten'];
  const animal = ANIMALS[Math.floor(random() * ANIMALS.length)] ?? 'Otter';
  const number = Math.floor(random() * 9000) + 1000;
  return { email: `${animal.toLowerCase()}.${number}@example.com`, name: `${animal} ${number}` };
}

/** FNV-1a, twice with different seeds: a stable 16-digit subject from the email, no crypto needed. */
function stableDigits(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (const char of text.toLowerCase()) {
    a = Math.imul(a ^ char.charCodeAt(0), 0x01000193) >>> 0;
    b = Math.imul(b ^ char.charCodeAt(0), 0x811c9dc5) >>> 0;
  }
  return `${a.toString().padStart(10, '0')}${b.toString().padStart(10, '0')}`.slice(0, 16);
}

export function sandboxClaims(account: SandboxAccount): SandboxClaims {
  return { sub: stableDigits(account.email), email: account.email.trim(), email_verified: true, name: account.name.trim() };
}
