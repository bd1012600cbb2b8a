import type { SamplingRates, SamplingRule, ThirdPartyConfig } from '@/contracts/remote-config';

/** Who the session belongs to, as far as the sampling rules can tell. */
export interface SamplingSubject {
  userId: string | null;
  deviceId: string | null;
  /** Upper- or lower-case ISO 3166-1 alpha-2 code. */
  country: string | null;
}

export type SamplingLevel = 'whitelisted_user' | 'whitelisted_device' | 'paid_user' | 'country' | 'default';

export interface SampleRates {
  /** Percentage of sessions recorded (RUM `sessionSampleRate`). */
  session: number;
  /** Percentage of traced API requests (RUM `traceSampleRate`). */
  trace: number;
  /** The level that decided, for the log and for tests. */
  level: SamplingLevel;
}

/**
 * Spec §4: the first level that applies to the subject decides, in the order whitelisted user,
 * whitelisted device, paid user, country, default. A level that applies but has its flag off
 * yields 0 rather than passing the decision on: switching a group off must switch it off.
 */
export function computeSampleRates(rules: ThirdPartyConfig['data_dog'], fallback: SamplingRates, subject: SamplingSubject): SampleRates {
  const { userId, deviceId } = subject;
  const country = subject.country?.toUpperCase() ?? null;
  const levels: Array<[SamplingLevel, SamplingRule | undefined | false]> = [
    ['whitelisted_user', userId !== null && rules.whitelist_users.user_ids.includes(userId) && rules.whitelist_users],
    ['whitelisted_device', deviceId !== null && rules.whitelist_devices.device_ids.includes(deviceId) && rules.whitelist_devices],
    ['paid_user', userId !== null && rules.paid_users.user_ids.includes(userId) && rules.paid_users],
    ['country', country !== null && Object.hasOwn(rules.countries, country) && rules.countries[country]],
  ];
  for (const [level, rule] of levels) {
    if (!rule) continue;
    return {
      session: rule.features.rum_enabled ? rule.sampling_rates.rum : 0,
      trace: rule.features.traces_enabled ? rule.sampling_rates.trace : 0,
      level,
    };
  }
  return { session: fallback.rum, trace: fallback.trace, level: 'default' };
}
