import type { Pricing } from '@/contracts/pricing';
import type { StarPackage } from '@/contracts/wallet';
import { absoluteUrl } from '@/components/seo/site-metadata';
import { minorToDecimal } from '@/services/payments/money';

/** The star packages as search engines read a price list: an OfferCatalog of Product offers. */
export function offerCatalogJsonLd(pricing: Pricing, names: { catalogue: string; item: (item: StarPackage, index: number) => string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: names.catalogue,
    url: absoluteUrl('/pricing'),
    itemListElement: pricing.packages.map((item, index) => ({
      '@type': 'Offer',
      sku: item.id,
      price: minorToDecimal(item.price.amount, item.price.exponent),
      priceCurrency: item.price.currency,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl('/get-star'),
      itemOffered: { '@type': 'Product', name: names.item(item, index) },
    })),
  };
}
