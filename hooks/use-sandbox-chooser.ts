import { useEffect, useState } from 'react';
import type { FirebaseProvider } from '@/contracts/auth';
import type { SandboxAccount } from '@/services/auth/sandbox-accounts';
import { publicConfig } from '@/services/config/public-config';

export interface ChooserRequest {
  provider: FirebaseProvider;
  resolve: (account: SandboxAccount | null) => void;
}

/**
 * Offline, Firebase sign-ins ask the sandbox account chooser instead of a popup (DESIGN.md,
 * stand-ins). This registers the one host of that chooser, so sign-in and profile linking both
 * reach it, and answers the request to show; without a sandbox it does nothing.
 */
export function useSandboxChooser(): ChooserRequest | null {
  const [request, setRequest] = useState<ChooserRequest | null>(null);
  useEffect(() => {
    if (!publicConfig.sandboxOrigin) return;
    let active = true;
    let release: (() => void) | undefined;
    void import('@/services/auth/sandbox-accounts').then(({ registerSandboxAccountChooser }) => {
      if (!active) return;
      release = registerSandboxAccountChooser(
        (provider) =>
          new Promise((resolve) => {
            setRequest({
              provider,
              resolve: (account) => {
                setRequest(null);
                resolve(account);
              },
            });
          }),
      );
    });
    return () => {
      active = false;
      release?.();
    };
  }, []);
  return request;
}
