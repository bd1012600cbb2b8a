import { publicConfig } from '@/services/config/public-config';
import type { CustomSignals } from './custom-signals';
import type { RemoteConfigDocuments } from './parse';
import type { RemoteConfigRequest, ResolvedRemoteConfig } from './resolve';
import { FETCH_FAILED } from './messages';

export type { RemoteConfigDocuments } from './parse';

/**
 * Both documents from Firebase Remote Config, or offline from the sandbox. A fetch that fails is
 * logged and the built-in defaults stand: remote configuration may switch things off, never break
 * the page. Without a Firebase app id (a build with no Firebase project) there is nothing to ask.
 * Fetching from the sandbox and parsing run in a worker (resolveOffMainThread).
 */
export async function loadRemoteConfig(signals: CustomSignals): Promise<RemoteConfigDocuments> {
  let request: RemoteConfigRequest = { values: {} };
  if (publicConfig.sandboxOrigin) {
    request = { sandboxOrigin: publicConfig.sandboxOrigin };
  } else if (publicConfig.firebase.appId) {
    try {
      request = { values: await (await import('./firebase-adapter')).fetchFromFirebase(signals) };
    } catch (error) {
      console.error(FETCH_FAILED, error);
    }
  }
  const { documents, problems } = await resolveOffMainThread(request);
  for (const [message, ...detail] of problems) console.error(message, ...detail);
  return documents;
}

/**
 * zod and the schemas are set up and run in a worker: on a phone that is a long task the page's
 * main thread no longer runs after it becomes interactive. Where no worker can be started (an old
 * browser, a test environment), the same code runs here.
 */
async function resolveOffMainThread(request: RemoteConfigRequest): Promise<ResolvedRemoteConfig> {
  if (typeof Worker !== 'undefined') {
    try {
      return await inWorker(request);
    } catch {
      // Falls through to this thread.
    }
  }
  return (await import('./resolve')).resolveRemoteConfig(request);
}

function inWorker(request: RemoteConfigRequest): Promise<ResolvedRemoteConfig> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./remote-config.worker.ts', import.meta.url));
    worker.addEventListener('message', (event: MessageEvent<ResolvedRemoteConfig>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(request);
  });
}
