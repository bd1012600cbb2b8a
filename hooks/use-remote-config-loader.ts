import { useEffect } from 'react';
import { useRemoteConfig } from '@/contexts/remote-config-context';
import type { RemoteConfigDocuments } from '@/services/remote-config/parse';
import { loadRemoteConfigWhenIdle } from '@/services/remote-config/when-idle';

type Loader = (done: (documents: RemoteConfigDocuments) => void) => () => void;

/** Fetches both remote-config documents once the page is interactive and hands them to the context. */
export function useRemoteConfigLoader(load: Loader = loadRemoteConfigWhenIdle): void {
  const { receive } = useRemoteConfig();
  useEffect(() => load(receive), [load, receive]);
}
