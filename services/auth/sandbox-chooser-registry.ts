import type { FirebaseProvider } from '@/contracts/auth';

/** A test person of the sandbox account chooser: what the Auth emulator's own chooser asks for. */
export interface SandboxAccount {
  email: string;
  name: string;
}

/**
 * Asks the person at the screen which test account to sign in with; null when they cancel. The
 * dialog host shows it, so services never import React.
 */
export type SandboxAccountChooser = (provider: FirebaseProvider) => Promise<SandboxAccount | null>;

// Apart from the remembered accounts (sandbox-accounts.ts and its schema): every page registers
// the chooser, and only a sign-in needs the rest.
let chooser: SandboxAccountChooser | null = null;

/** The one dialog host of the page; returns the function that unregisters it. */
export function registerSandboxAccountChooser(host: SandboxAccountChooser): () => void {
  chooser = host;
  return () => {
    if (chooser === host) chooser = null;
  };
}

export function chooseSandboxAccount(provider: FirebaseProvider): Promise<SandboxAccount | null> {
  if (!chooser) return Promise.reject(new Error('The sandbox account chooser is not on this page.'));
  return chooser(provider);
}
