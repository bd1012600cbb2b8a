import type { ConnectCall } from './sign-in-flow';

/**
 * A provider's connect call whose code loads on first use, so the sign-in pages' first load does
 * not carry every provider. Built once: a call retried after the bot challenge reuses the same
 * inner call (and what it kept, e.g. Petra's signed message).
 */
export function lazyConnect(load: () => Promise<ConnectCall>): ConnectCall {
  let call: Promise<ConnectCall> | undefined;
  return async (context) => (await (call ??= load()))(context);
}
