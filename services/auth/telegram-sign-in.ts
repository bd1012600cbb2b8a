import type { TelegramSignIn } from '@/contracts/connect';
import type { ConnectCall } from '@/services/auth/sign-in-flow';
import { providerConfig } from '@/services/auth/provider-config';

/** What the widget hands over: the fields Telegram signs, nothing else. */
export type TelegramUser = Pick<TelegramSignIn, 'id' | 'first_name' | 'last_name' | 'username' | 'photo_url' | 'auth_date' | 'hash'>;

/**
 * The global function the widget calls (`data-onauth`). Telegram names it in an attribute, and
 * the sandbox looks it up by name rather than evaluating the attribute, which the CSP forbids.
 */
export const TELEGRAM_CALLBACK = '__starlitTelegramAuth';

type Callback = (user: TelegramUser) => void;

declare global {
  interface Window {
    [TELEGRAM_CALLBACK]?: Callback;
  }
}

/**
 * Puts the widget's script into `container` with its data attributes; the widget draws its
 * button where the script stands. Returns the cleanup: the button and the global callback go.
 */
export function mountTelegramWidget(container: HTMLElement, onUser: Callback, onError: () => void): () => void {
  window[TELEGRAM_CALLBACK] = onUser;
  const script = document.createElement('script');
  script.async = true;
  script.src = providerConfig.telegramWidgetUrl;
  script.setAttribute('data-telegram-login', providerConfig.telegramBotName);
  script.setAttribute('data-size', 'large');
  script.setAttribute('data-userpic', 'false');
  script.setAttribute('data-onauth', `${TELEGRAM_CALLBACK}(user)`);
  script.onerror = onError;
  container.replaceChildren(script);
  return () => {
    container.replaceChildren();
    if (window[TELEGRAM_CALLBACK] === onUser) delete window[TELEGRAM_CALLBACK];
  };
}

/** Only the signed fields travel: anything else would break the hash the API checks. */
export function telegramConnect(user: TelegramUser): ConnectCall {
  const { id, first_name, last_name, username, photo_url, auth_date, hash } = user;
  const signed = Object.fromEntries(
    Object.entries({ id, first_name, last_name, username, photo_url, auth_date, hash }).filter(([, value]) => value !== undefined),
  ) as TelegramUser;
  return async ({ client, device, headers }) => {
    const { connectTelegram } = await import('@/services/api/auth/connect');
    return connectTelegram({ ...signed, ...device }, headers, client);
  };
}
