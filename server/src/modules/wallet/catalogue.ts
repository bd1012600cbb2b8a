import type { Country, PaymentMethod } from '@/contracts/payments';
import { CURRENCY_EXPONENTS, type FiatCurrency, type StarPackage } from '@/contracts/wallet';

/** 1.00 TVS (100 minor units) converts into 10 STAR. */
export const TVS_TO_STAR_RATE = { tvs: 100, stars: 10 } as const;

interface CatalogueCountry {
  name: string;
  currency: FiatCurrency;
  /** Gateway channels offered there, as `[id, name]`. */
  gateway: readonly (readonly [string, string])[];
}

export const GATEWAY_NAME = 'eghl';

/** Where packages are priced in the local currency; anywhere else pays the US price list in USD. */
const COUNTRIES: Record<string, CatalogueCountry> = {
  US: { name: 'United States', currency: 'USD', gateway: [] },
  ID: {
    name: 'Indonesia',
    currency: 'IDR',
    gateway: [
      ['ovo', 'OVO'],
      ['dana', 'DANA'],
    ],
  },
  PH: { name: 'Philippines', currency: 'PHP', gateway: [['gcash', 'GCash']] },
  TH: { name: 'Thailand', currency: 'THB', gateway: [['promptpay', 'PromptPay']] },
  TW: { name: 'Taiwan', currency: 'TWD', gateway: [['linepay', 'LINE Pay']] },
};
const DEFAULT_COUNTRY = 'US';

interface CataloguePackage {
  id: string;
  stars: number;
  bonus: number;
  /** Minor units per currency. */
  prices: Record<FiatCurrency, number>;
}

const PACKAGES: readonly CataloguePackage[] = [
  { id: 'stars_100', stars: 100, bonus: 0, prices: { USD: 99, IDR: 15_000, PHP: 5_500, THB: 3_500, TWD: 30 } },
  { id: 'stars_500', stars: 500, bonus: 25, prices: { USD: 499, IDR: 75_000, PHP: 27_500, THB: 17_500, TWD: 150 } },
  { id: 'stars_1000', stars: 1_000, bonus: 80, prices: { USD: 999, IDR: 149_000, PHP: 54_900, THB: 34_900, TWD: 300 } },
  { id: 'stars_2500', stars: 2_500, bonus: 250, prices: { USD: 2_499, IDR: 379_000, PHP: 139_900, THB: 87_900, TWD: 750 } },
  { id: 'stars_5000', stars: 5_000, bonus: 600, prices: { USD: 4_999, IDR: 749_000, PHP: 279_900, THB: 174_900, TWD: 1_490 } },
  { id: 'stars_10000', stars: 10_000, bonus: 1_500, prices: { USD: 9_999, IDR: 1_499_000, PHP: 559_900, THB: 349_900, TWD: 2_990 } },
];

/** Each package's stars and bonus stars, whatever it costs: what the money-safety check weighs. */
export const packageStars = () => PACKAGES.map(({ stars, bonus }) => ({ stars, bonus }));

/** The catalogue's entry for a country code, falling back to the default price list. */
export function resolveCountry(code: string | undefined): { code: string } & CatalogueCountry {
  const known = code && COUNTRIES[code] ? code : DEFAULT_COUNTRY;
  return { code: known, ...COUNTRIES[known]! };
}

export function listCountries(): Country[] {
  return Object.entries(COUNTRIES).map(([code, country]) => ({
    code,
    name: country.name,
    currency: country.currency,
    exponent: CURRENCY_EXPONENTS[country.currency],
  }));
}

/** TVS minor units that buy `stars` at the conversion rate (bonus stars come free). */
export const tvsPriceOf = (stars: number) => Math.ceil((stars * TVS_TO_STAR_RATE.tvs) / TVS_TO_STAR_RATE.stars);

function view(item: CataloguePackage, currency: FiatCurrency): StarPackage {
  return {
    id: item.id,
    stars: item.stars,
    bonus_stars: item.bonus,
    price: { amount: item.prices[currency], currency, exponent: CURRENCY_EXPONENTS[currency] },
    price_tvs: tvsPriceOf(item.stars),
  };
}

/** Every package, cheapest first, priced for the country (the default price list when unknown). */
export function allPackages(countryCode: string | undefined): StarPackage[] {
  const { currency } = resolveCountry(countryCode);
  return PACKAGES.map((item) => view(item, currency));
}

export function listPackages(countryCode: string | undefined, page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return {
    data: allPackages(countryCode).slice(start, start + pageSize),
    meta: { page, page_size: pageSize, total: PACKAGES.length },
  };
}

export function findPackage(id: string, countryCode: string): StarPackage | undefined {
  const item = PACKAGES.find((candidate) => candidate.id === id);
  return item && view(item, resolveCountry(countryCode).currency);
}

export function paymentMethodsFor(countryCode: string): PaymentMethod[] {
  const country = resolveCountry(countryCode);
  return [
    { id: 'card', type: 'card', name: 'Card', gateway: null },
    ...country.gateway.map(([id, name]): PaymentMethod => ({ id: `${GATEWAY_NAME}:${id}`, type: 'gateway', name, gateway: GATEWAY_NAME })),
    { id: 'tvs', type: 'tvs', name: 'TVS balance', gateway: null },
  ];
}
