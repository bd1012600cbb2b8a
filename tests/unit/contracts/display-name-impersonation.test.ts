import { checkDisplayName, providerDisplayName } from '@/contracts/display-name';

describe('display names that impersonate the platform or a provider', () => {
  it.each([
    'Ѕtarlit',
    'ЅTARLIT',
    'Stɑrlit',
    'ɑdmin',
    'ѕυррοrт',
    'ꜱᴜᴘᴘᴏʀᴛ',
    'Starlit Support',
    'Starlit Team',
    'StarlitOfficial',
    'Team Starlit',
    'Stɑrlit Tеam',
    'Support Team',
    'Google Support',
    'Stripe Billing',
    'Apple',
  ])('%s is reserved', (name) => {
    expect(checkDisplayName(name)).toMatchObject({ valid: false, code: 'RESERVED' });
  });

  it.each(['Starlit fan', 'Petra Novak', 'Ana Support Group', 'Teamwork Ana', 'Pineapple', 'Memé'])('%s is free', (name) => {
    expect(checkDisplayName(name)).toMatchObject({ valid: true });
  });
});

describe('combining marks', () => {
  it.each([
    ['a letter under 30 stacked marks', `a${'\u0301'.repeat(30)}`],
    ['marks alone', '\u0301'.repeat(30)],
    ['five marks on one letter', `Ana${'\u0300\u0301\u0302\u0303\u0304'}`],
    ['a mark on a space', 'Ana \u0301Lima'],
  ])('%s: refused', (_what, name) => {
    expect(checkDisplayName(name)).toMatchObject({ valid: false, code: 'INVALID_CHARACTERS' });
  });

  it.each(['ที่สุด', 'กุ้ง', 'क्षत्रिय', 'Nguyễn Văn', 'Zoë'])('%s: letters keep their marks', (name) => {
    expect(checkDisplayName(name)).toMatchObject({ valid: true });
  });
});

describe('NFKC before storing', () => {
  it.each([
    ['Ａｎａ Ｌｉｍａ', 'Ana Lima'],
    ['ﬀion', 'ffion'],
    ['Ana\u00a0Lima', 'Ana Lima'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(checkDisplayName(typed)).toEqual({ valid: true, display_name: stored });
    expect(providerDisplayName(typed)).toBe(stored);
  });
});
