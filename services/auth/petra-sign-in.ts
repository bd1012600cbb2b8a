import type { PetraSignIn } from '@/contracts/connect';
import type { ConnectCall, ConnectContext } from '@/services/auth/sign-in-flow';
import type { HttpFailure } from '@/services/http/types';
import { publicConfig } from '@/services/config/public-config';
import { loadScript } from '@/services/browser/load-script';

/** The part of Petra's `window.aptos` that sign-in uses. */
interface PetraWallet {
  connect(): Promise<{ address: string; publicKey: string }>;
  signMessage(request: { message: string; nonce: string; application: boolean }): Promise<{ fullMessage: string; signature: string }>;
}

declare global {
  interface Window {
    aptos?: PetraWallet;
  }
}

/** Thrown when no wallet is installed; its message is the hint the user reads. */
export class WalletMissingError extends Error {}

/** The extension in production; the sandbox wallet script stands in for it offline. */
async function findWallet(missingHint: string): Promise<PetraWallet> {
  if (!window.aptos && publicConfig.sandboxOrigin) await loadScript(`${publicConfig.sandboxOrigin}/petra/wallet.js`);
  if (!window.aptos) throw new WalletMissingError(missingHint);
  return window.aptos;
}

/** Wallet refusals are plain objects (`{ code: 4001, message }`), not Errors. */
function walletError(error: unknown, fallback: string): Error {
  if (error instanceof Error) return error;
  const message = (error as { message?: unknown } | null)?.message;
  return new Error(typeof message === 'string' && message ? message : fallback);
}

/**
 * Nonce from the API, signature from the wallet, then the connect call. The signed body is kept,
 * so the retry after a bot challenge does not ask the wallet a second time.
 */
export function petraConnect(hints: { missing: string; refused: string }): ConnectCall {
  let body: PetraSignIn | undefined;
  async function sign({ client, device }: ConnectContext): Promise<PetraSignIn | HttpFailure> {
    const wallet = await findWallet(hints.missing);
    const { requestPetraChallenge } = await import('@/services/api/auth/connect');
    const challenge = await requestPetraChallenge(device, client);
    if (!challenge.ok) return challenge;
    try {
      const account = await wallet.connect();
      const { nonce, message } = challenge.data.data;
      const signature = await wallet.signMessage({ message, nonce, application: true });
      return {
        ...device,
        address: account.address,
        public_key: account.publicKey,
        full_message: signature.fullMessage,
        signature: signature.signature,
        nonce,
      };
    } catch (error) {
      throw walletError(error, hints.refused);
    }
  }
  return async (context) => {
    if (!body) {
      const outcome = await sign(context);
      if ('ok' in outcome) return outcome;
      body = outcome;
    }
    const { connectPetra } = await import('@/services/api/auth/connect');
    return connectPetra(body, context.headers, context.client);
  };
}
