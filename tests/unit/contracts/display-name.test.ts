import { checkDisplayName, providerDisplayName } from '@/contracts/display-name';
import { isSafeText, safeString } from '@/contracts/safe-string';

describe('reserved display names', () => {
  it.each([
    'Admin',
    'Ａｄｍｉｎ',
    'ＳＴＡＲＬＩＴ',
    'st\u0430rlit',
    's\u0442arlit',
    'Ѕupport',
    'ѕtаrlіt',
    'Stàrlït',
    'Star-Lit',
    'st.ar_lit',
    'm\u043ed\u0435r\u0430t\u043er',
    'r00t',
  ])('%s is reserved', (name) => {
    expect(checkDisplayName(name)).toMatchObject({ valid: false, code: 'RESERVED' });
  });

  it.each(['Ana Lima', 'Starlit fan', 'Админ Петров', 'สมชาย', '小明'])('%s is free', (name) => {
    expect(checkDisplayName(name)).toMatchObject({ valid: true });
  });
});

describe('names from providers meet the typed rules', () => {
  it.each([
    ['<script>alert(1)</script>Ana', 'script alert 1 script Ana'],
    ['Ana\u202eevil\u202c Lima', 'Ana evil Lima'],
    ['Ana 🌟 Lima', 'Ana Lima'],
    ['  Ana   Lima  ', 'Ana Lima'],
    ['x'.repeat(40), 'x'.repeat(32)],
  ])('%j is stored as %j', (raw, stored) => {
    expect(providerDisplayName(raw)).toBe(stored);
    expect(checkDisplayName(stored).valid).toBe(true);
  });

  it.each([null, '', '<>', '🌟', 'Ａｄｍｉｎ', 'stаrlit', 'x'])('%j gives way to the fallback', (raw) => {
    expect(providerDisplayName(raw)).toBe('Starlit fan');
  });
});

describe('the shared string schema', () => {
  it.each(['a\u0000b', '\u0000', 'x\uD800', '\uDC00x', '\uDBFF\uDBFF\uDC00'.slice(0, 2)])('refuses %j', (text) => {
    expect(isSafeText(text)).toBe(false);
    expect(safeString().safeParse(text).success).toBe(false);
  });

  it.each(['', 'plain', 'ไทย', '😀 emoji pairs', '\uD83D\uDE00'])('accepts %j', (text) => {
    expect(isSafeText(text)).toBe(true);
    expect(safeString().max(20).safeParse(text).success).toBe(true);
  });
});
