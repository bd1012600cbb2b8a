import { publicConfig } from '@/services/config/public-config';
import type { CustomSignals } from './custom-signals';
import { parseRemoteConfig, type RemoteConfigDocuments, type RemoteConfigValues } from './parse';

export type { RemoteConfigDocuments } from './parse';

/**
 * Both documents from Firebase Remote Config, or offline from the sandbox. A fetch that fails is
 * logged and the built-in defaults stand: remote configuration may switch things off, never break
 * the page. Without a Firebase app id (a build with no Firebase project) there is nothing to ask.
 */
export async function loadRemoteConfig(signals: CustomSignals): Promise<RemoteConfigDocuments> {
  let values: RemoteConfigValues = {};
  try {
    if (publicConfig.sandboxOrigin) {
      values = await (await import('./sandbox-adapter')).fetchFromSandbox(publicConfig.sandboxOrigin);
    } else if (publicConfig.firebase.appId) {
      values = await (await import('./firebase-adapter')).fetchFromFirebase(signals);
    }
  } catch (error) {
    console.error('Remote config could not be fetched; the built-in defaults stand.', error);
  }
  return parseRemoteConfig(values);
}
