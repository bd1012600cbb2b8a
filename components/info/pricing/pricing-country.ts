import type { Language } from '@/services/i18n/languages';

/** The country whose price list each language's page shows: where that language's readers mostly pay. */
export const PRICING_COUNTRY: Record<Language, string> = {
  en: 'US',
  id: 'ID',
  fil: 'PH',
  th: 'TH',
  tw: 'TW',
};
