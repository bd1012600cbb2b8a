import type { FirebaseOptions } from 'firebase/app';
import type { RemoteConfigKey } from '@/contracts/remote-config';
import { publicConfig } from '@/services/config/public-config';
import { capCustomSignals, type CustomSignals } from './custom-signals';
import type { RemoteConfigValues } from './parse';

/** Spec §9: fetch timeout and the minimum time between fetches, per document. */
export const FETCH_TIMEOUT_MS = 60_000;
export const MINIMUM_FETCH_INTERVAL_MS: Record<RemoteConfigKey, number> = {
  // The switches must take effect on the next page load; the sampling table may be half a day old.
  WEB_CONFIG: 0,
  THIRD_PARTY_CONFIG: 43_200_000,
};

function firebaseOptions(): FirebaseOptions {
  const { firebase } = publicConfig;
  return {
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
    ...(firebase.messagingSenderId && { messagingSenderId: firebase.messagingSenderId }),
    ...(firebase.storageBucket && { storageBucket: firebase.storageBucket }),
    ...(firebase.appId && { appId: firebase.appId }),
  };
}

/**
 * Firebase Remote Config: one instance per Firebase app and one fetch interval per instance, so
 * each document is read through its own named app with its own interval. Values are activated
 * before they are read; a failed fetch leaves the last activated (or no) value.
 */
export async function fetchFromFirebase(signals: CustomSignals): Promise<RemoteConfigValues> {
  const [{ initializeApp, getApps }, rc] = await Promise.all([import('firebase/app'), import('firebase/remote-config')]);
  const capped = capCustomSignals(signals);
  const values: RemoteConfigValues = {};
  await Promise.all(
    (Object.keys(MINIMUM_FETCH_INTERVAL_MS) as RemoteConfigKey[]).map(async (key) => {
      const name = `starlit-remote-config-${key.toLowerCase()}`;
      const app = getApps().find((known) => known.name === name) ?? initializeApp(firebaseOptions(), name);
      const remoteConfig = rc.getRemoteConfig(app);
      remoteConfig.settings.fetchTimeoutMillis = FETCH_TIMEOUT_MS;
      remoteConfig.settings.minimumFetchIntervalMillis = MINIMUM_FETCH_INTERVAL_MS[key];
      await rc.setCustomSignals(remoteConfig, capped);
      await rc.fetchAndActivate(remoteConfig);
      values[key] = rc.getValue(remoteConfig, key).asString();
    }),
  );
  return values;
}
