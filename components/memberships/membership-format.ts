import { dateTimeFormat } from '@/services/i18n/intl';
import { formatCount } from '@/services/payments/money';

/** A price or charge in stars, as every membership screen writes it. */
export const starsText = (count: number, language: string) => `${formatCount(count, language)} STAR`;

/** A renewal or period date: the day matters, not the hour. */
export const dayText = (iso: string, language: string) => dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
