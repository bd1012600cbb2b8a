import { verifyTelegramLogin } from '@/server/src/providers/telegram';
import { createHash, createHmac } from 'node:crypto';

const BOT_TOKEN = '123456789:AAE-test-bot-token-for-hash-vectors';
const NOW = 1_750_000_000;

/** Telegram's recipe, written out independently of the code under test. */
function sign(fields: Record<string, string | number>, botToken = BOT_TOKEN): string {
  const dataCheckString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString).digest('hex');
}

const widgetData = (overrides: Record<string, string | number> = {}) => {
  const fields = {
    id: 424242,
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada_l',
    photo_url: 'https://t.me/i/userpic/320/ada.jpg',
    auth_date: NOW - 30,
    ...overrides,
  };
  return { ...fields, hash: sign(fields) };
};

describe('verifyTelegramLogin', () => {
  it('accepts data signed with the bot token and returns the identity', () => {
    expect(verifyTelegramLogin(widgetData(), BOT_TOKEN, NOW)).toEqual({
      ok: true,
      identity: { subject: '424242', displayName: 'Ada Lovelace', avatarUrl: 'https://t.me/i/userpic/320/ada.jpg' },
    });
  });

  it('accepts the minimal widget answer with string numbers, naming the user by first name', () => {
    const fields = { id: '77', first_name: 'Bo', auth_date: String(NOW) };
    const result = verifyTelegramLogin({ ...fields, hash: sign(fields) }, BOT_TOKEN, NOW);

    expect(result).toEqual({ ok: true, identity: { subject: '77', displayName: 'Bo', avatarUrl: null } });
  });

  it('refuses a tampered field, a hash from another bot, and a flipped hash digit', () => {
    const data = widgetData();
    expect(verifyTelegramLogin({ ...data, id: 1 }, BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'BAD_HASH' });
    expect(verifyTelegramLogin(data, '987654321:another-bot', NOW)).toEqual({ ok: false, reason: 'BAD_HASH' });
    const flipped = data.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(verifyTelegramLogin({ ...data, hash: flipped }, BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'BAD_HASH' });
  });

  it('refuses an added field that was not signed', () => {
    expect(verifyTelegramLogin({ ...widgetData(), is_admin: 'true' }, BOT_TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'BAD_HASH',
    });
  });

  it('refuses data signed more than ten minutes ago, or from the future', () => {
    expect(verifyTelegramLogin(widgetData({ auth_date: NOW - 600 }), BOT_TOKEN, NOW).ok).toBe(true);
    expect(verifyTelegramLogin(widgetData({ auth_date: NOW - 601 }), BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'STALE' });
    expect(verifyTelegramLogin(widgetData({ auth_date: NOW + 3600 }), BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'STALE' });
  });

  it.each([
    ['no hash', (d: Record<string, unknown>) => ({ ...d, hash: undefined })],
    ['a short hash', (d: Record<string, unknown>) => ({ ...d, hash: 'abc' })],
    ['no id', (d: Record<string, unknown>) => ({ ...d, id: undefined })],
    ['a non-numeric auth_date', (d: Record<string, unknown>) => ({ ...d, auth_date: 'yesterday' })],
    ['an object value', (d: Record<string, unknown>) => ({ ...d, first_name: { $ne: '' } })],
    ['a fractional id', (d: Record<string, unknown>) => ({ ...d, id: 1.5 })],
  ])('calls data with %s malformed', (_, change) => {
    const data = Object.fromEntries(Object.entries(change(widgetData())).filter(([, v]) => v !== undefined));
    expect(verifyTelegramLogin(data, BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});
