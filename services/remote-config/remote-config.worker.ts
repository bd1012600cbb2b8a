import { resolveRemoteConfig, type RemoteConfigRequest } from './resolve';

/**
 * Resolves remote config off the page's main thread (services/remote-config/load.ts): setting up
 * zod and the two schemas is the longest task a page would otherwise run after it is interactive.
 */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<RemoteConfigRequest>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener('message', (event) => {
  void resolveRemoteConfig(event.data).then((resolved) => scope.postMessage(resolved));
});
