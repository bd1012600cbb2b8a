import { useEffect, useState } from 'react';
import type { FirebaseProvider } from '@/contracts/auth';
import { type SandboxAccount, registerSandboxAccountChooser } from '@/services/auth/sandbox-chooser-registry';
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
    const release = registerSandboxAccountChooser(
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
    return release;
  }, []);
  return request;
}
