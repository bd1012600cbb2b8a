import { loadScript } from '@/services/browser/load-script';
import { publicConfig } from '@/services/config/public-config';

export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: { sitekey: string; size: 'normal' | 'compact'; callback: (token: string) => void; 'error-callback': () => void },
  ): string;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Cloudflare's script in production; the sandbox stand-in with the same API offline. */
const SCRIPT_URL = publicConfig.sandboxOrigin
  ? `${publicConfig.sandboxOrigin}/turnstile/api.js?render=explicit`
  : 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** Cloudflare's widget API, its script loaded on first use; undefined when the script set none. */
export async function loadTurnstile(): Promise<TurnstileApi | undefined> {
  // A page that solved a challenge before already has the API; the script is loaded once.
  if (!window.turnstile) await loadScript(SCRIPT_URL);
  return window.turnstile;
}
