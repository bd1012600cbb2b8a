import type { TFunction } from 'i18next';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@/contracts/display-name';

/**
 * The display-name rule the API reports by code (contracts/display-name.ts), in the page's
 * language: the API's own message is English. A code this build has no text for yet shows the
 * API's message rather than nothing.
 */
export function displayNameRuleText(t: TFunction, rule: string | undefined, apiMessage: string): string {
  if (!rule) return apiMessage;
  return t(`common:displayNameRules.${rule}`, { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX, defaultValue: apiMessage });
}

/** The rule a refused save broke: the error envelope's details name it (`[{ path, code, message }]`). */
export function refusedRule(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  const entry: unknown = details.find((detail) => typeof (detail as { code?: unknown } | null)?.code === 'string');
  return (entry as { code: string } | undefined)?.code;
}
