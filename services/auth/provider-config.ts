import { publicConfig } from '@/services/config/public-config';

/**
 * Settings of the sign-in providers that the browser talks to itself (README, configuration).
 * With the stand-ins on, each has a working sandbox default that matches the API's.
 */
function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

const sandbox = publicConfig.sandboxOrigin;

export const providerConfig = {
  /** The bot's username, without the at-sign (`data-telegram-login`). Empty: Telegram is off. */
  telegramBotName: pick(process.env.NEXT_PUBLIC_TELEGRAM_BOT_NAME, sandbox ? 'starlit_sandbox_bot' : ''),
  telegramWidgetUrl: sandbox ? `${sandbox}/telegram/widget.js` : 'https://telegram.org/js/telegram-widget.js?22',
  /** The app's TikTok client key (Login Kit). Empty: TikTok is off. */
  tiktokClientKey: pick(process.env.NEXT_PUBLIC_TIKTOK_CLIENT_KEY, sandbox ? 'sbawstarlitsandbox' : ''),
  tiktokAuthorizeUrl: sandbox ? `${sandbox}/tiktok/v2/auth/authorize/` : 'https://www.tiktok.com/v2/auth/authorize/',
  tiktokScope: 'user.info.basic',
  /** Google Identity Services client id for One Tap. Empty: no One Tap (the sandbox has none). */
  googleClientId: pick(process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID, ''),
  googleOneTapScriptUrl: 'https://accounts.google.com/gsi/client',
} as const;
