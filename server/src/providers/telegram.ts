import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TelegramLoginResult =
  | { ok: true; identity: { subject: string; displayName: string; avatarUrl: string | null } }
  | { ok: false; reason: 'BAD_HASH' | 'STALE' | 'MALFORMED' };

/** Telegram's own advice is to refuse outdated data; the issue pins ten minutes. */
export const TELEGRAM_MAX_AGE_SECONDS = 600;
/** A widget's clock may run a little ahead of ours; more than this is not a clock problem. */
const FUTURE_SKEW_SECONDS = 60;

type Field = string | number;

const isField = (value: unknown): value is Field => typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));

/**
 * https://core.telegram.org/widgets/login#checking-authorization: every received field except
 * `hash`, as `key=value`, sorted by key, joined with line feeds.
 */
export function telegramDataCheckString(fields: Record<string, Field>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** HMAC-SHA-256 of the data-check string, keyed with SHA-256 of the bot token, in hex. */
export function telegramLoginHash(fields: Record<string, Field>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(telegramDataCheckString(fields)).digest('hex');
}

function integer(value: Field | undefined): number | null {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Checks login widget data exactly as Telegram documents it; the bot token never leaves here. */
export function verifyTelegramLogin(data: Record<string, unknown>, botToken: string, nowSeconds: number): TelegramLoginResult {
  const entries = Object.entries(data);
  if (!entries.every(([, value]) => isField(value))) return { ok: false, reason: 'MALFORMED' };
  const fields = Object.fromEntries(entries) as Record<string, Field>;

  const { hash, id, auth_date: authDate, first_name: firstName } = fields;
  const userId = integer(id);
  const signedAt = integer(authDate);
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash) || userId === null || signedAt === null) {
    return { ok: false, reason: 'MALFORMED' };
  }

  const expected = Buffer.from(telegramLoginHash(fields, botToken), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'BAD_HASH' };
  // Only signed data tells the time it was signed, so freshness is checked after the hash.
  if (nowSeconds - signedAt > TELEGRAM_MAX_AGE_SECONDS || signedAt - nowSeconds > FUTURE_SKEW_SECONDS) {
    return { ok: false, reason: 'STALE' };
  }

  const name = [firstName, fields.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .trim();
  const username = typeof fields.username === 'string' ? fields.username : '';
  const photo = typeof fields.photo_url === 'string' && /^https?:\/\//.test(fields.photo_url) ? fields.photo_url : null;
  return {
    ok: true,
    identity: {
      subject: String(userId),
      displayName: name || username || `Telegram ${userId}`,
      avatarUrl: photo,
    },
  };
}
