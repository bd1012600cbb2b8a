import type { SamplingRule, ThirdPartyConfig } from '@/contracts/remote-config';
import { computeSampleRates, type SamplingSubject } from '@/services/monitoring/sampling';

const rule = (rum: number, trace: number, rumEnabled = true, tracesEnabled = true): SamplingRule => ({
  features: { rum_enabled: rumEnabled, traces_enabled: tracesEnabled },
  sampling_rates: { rum, trace },
});

/** Every level applies to "vip" on "phone-1" in Indonesia, each with its own rates. */
function rules(overrides: Partial<ThirdPartyConfig['data_dog']> = {}): ThirdPartyConfig['data_dog'] {
  return {
    whitelist_users: { ...rule(100, 90), user_ids: ['vip'] },
    whitelist_devices: { ...rule(80, 70), device_ids: ['phone-1'] },
    paid_users: { ...rule(60, 50), user_ids: ['vip', 'payer'] },
    countries: { ID: rule(40, 30), TH: rule(25, 15, false, true) },
    ...overrides,
  };
}
const DEFAULT = { rum: 5, trace: 1 };
const subject = (userId: string | null, deviceId: string | null, country: string | null): SamplingSubject => ({
  userId,
  deviceId,
  country,
});

describe('sampling priority: whitelisted user, whitelisted device, paid user, country, default', () => {
  it.each([
    [
      'a whitelisted user, whatever else applies',
      rules(),
      subject('vip', 'phone-1', 'ID'),
      { session: 100, trace: 90, level: 'whitelisted_user' },
    ],
    [
      'a whitelisted device for anyone not whitelisted',
      rules(),
      subject('payer', 'phone-1', 'ID'),
      { session: 80, trace: 70, level: 'whitelisted_device' },
    ],
    [
      'a whitelisted device when signed out',
      rules(),
      subject(null, 'phone-1', 'ID'),
      { session: 80, trace: 70, level: 'whitelisted_device' },
    ],
    ['a paid user on any other device', rules(), subject('payer', 'laptop', 'ID'), { session: 60, trace: 50, level: 'paid_user' }],
    ['the country of anyone else', rules(), subject('plain', 'laptop', 'ID'), { session: 40, trace: 30, level: 'country' }],
    ['the country, given in lower case', rules(), subject('plain', 'laptop', 'id'), { session: 40, trace: 30, level: 'country' }],
    ['the default in a country without a rule', rules(), subject('plain', 'laptop', 'US'), { session: 5, trace: 1, level: 'default' }],
    ['the default with no country known', rules(), subject(null, null, null), { session: 5, trace: 1, level: 'default' }],
    [
      'a whitelisted user with RUM off: 0, not the next level',
      rules({ whitelist_users: { ...rule(100, 90, false, true), user_ids: ['vip'] } }),
      subject('vip', 'phone-1', 'ID'),
      { session: 0, trace: 90, level: 'whitelisted_user' },
    ],
    [
      'a whitelisted user with traces off: trace 0',
      rules({ whitelist_users: { ...rule(100, 90, true, false), user_ids: ['vip'] } }),
      subject('vip', 'phone-1', 'ID'),
      { session: 100, trace: 0, level: 'whitelisted_user' },
    ],
    [
      'a whitelisted device with both flags off',
      rules({ whitelist_devices: { ...rule(80, 70, false, false), device_ids: ['phone-1'] } }),
      subject(null, 'phone-1', 'ID'),
      { session: 0, trace: 0, level: 'whitelisted_device' },
    ],
    [
      'a paid user with traces off',
      rules({ paid_users: { ...rule(60, 50, true, false), user_ids: ['payer'] } }),
      subject('payer', 'laptop', 'ID'),
      { session: 60, trace: 0, level: 'paid_user' },
    ],
    ['a country with RUM off', rules(), subject('plain', 'laptop', 'TH'), { session: 0, trace: 15, level: 'country' }],
  ])('%s', (_name, table, who, expected) => {
    expect(computeSampleRates(table, DEFAULT, who)).toEqual(expected);
  });

  it('matches ids exactly: a prefix or another case is someone else', () => {
    expect(computeSampleRates(rules(), DEFAULT, subject('VIP', 'phone-10', 'ID')).level).toBe('country');
  });

  it('never treats a key inherited by every object as a country', () => {
    expect(computeSampleRates(rules(), DEFAULT, subject(null, null, 'constructor')).level).toBe('default');
  });
});
