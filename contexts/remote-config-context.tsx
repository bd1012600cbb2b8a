import { type ReactNode, createContext, useContext, useMemo, useState } from 'react';
import type { ThirdPartyConfig, WebConfig } from '@/contracts/remote-config';
import type { RemoteConfigDocuments } from '@/services/remote-config/parse';

/** The switches of the web config that the app acts on; all off until the documents arrive. */
export interface FeatureFlags {
  /** `data_dog.enabled`: real-user monitoring runs. */
  rum: boolean;
  /** `posthog.is_enabled`: product analytics events are sent. */
  productAnalytics: boolean;
}

/**
 * Remote configuration (spec §3). While loading there is no document yet; once loaded both are
 * there, the built-in defaults (everything off) standing in for any that could not be fetched.
 */
export type RemoteConfigState = (
  | { isLoading: true; remoteConfig: null; thirdPartyConfig: null }
  | { isLoading: false; remoteConfig: WebConfig; thirdPartyConfig: ThirdPartyConfig }
) & {
  flags: FeatureFlags;
  /** Takes the fetched documents; called once per page by the loader the composition root mounts. */
  receive: (documents: RemoteConfigDocuments) => void;
};

const RemoteConfigContext = createContext<RemoteConfigState | undefined>(undefined);

const ALL_OFF: FeatureFlags = { rum: false, productAnalytics: false };

function flagsOf(webConfig: WebConfig): FeatureFlags {
  return { rum: webConfig.data_dog.enabled, productAnalytics: webConfig.posthog.is_enabled };
}

/**
 * Holds the documents only: fetching them waits until the page is interactive, so the code that
 * does it (hooks/use-remote-config-loader.ts) arrives in a chunk of its own, after the first render.
 */
export function RemoteConfigProvider({ children }: { children: ReactNode }) {
  const [documents, receive] = useState<RemoteConfigDocuments | null>(null);
  const value = useMemo<RemoteConfigState>(
    () =>
      documents
        ? {
            isLoading: false,
            remoteConfig: documents.webConfig,
            thirdPartyConfig: documents.thirdPartyConfig,
            flags: flagsOf(documents.webConfig),
            receive,
          }
        : { isLoading: true, remoteConfig: null, thirdPartyConfig: null, flags: ALL_OFF, receive },
    [documents],
  );
  return <RemoteConfigContext.Provider value={value}>{children}</RemoteConfigContext.Provider>;
}

export function useRemoteConfig(): RemoteConfigState {
  const context = useContext(RemoteConfigContext);
  if (!context) throw new Error('useRemoteConfig must be used inside RemoteConfigProvider');
  return context;
}
