import type { GetStaticProps } from 'next';
import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CtaBand } from '@/components/info/cta-band';
import { FaqList } from '@/components/info/faq-list';
import { InfoHero } from '@/components/info/info-hero';
import { BulletList, InfoSection } from '@/components/info/info-section';
import { FeeExample } from '@/components/info/pricing/fee-example';
import { PackagesTable } from '@/components/info/pricing/packages-table';
import { pricingFigures, type PricingFigures } from '@/components/info/pricing/pricing-figures';
import { PRICING_COUNTRY } from '@/components/info/pricing/pricing-country';
import { offerCatalogJsonLd } from '@/components/info/pricing/pricing-json-ld';
import { contentList, type Question } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { faqJsonLd } from '@/components/seo/structured-data';
import type { Pricing } from '@/contracts/pricing';
import { useLanguage } from '@/contexts/language-context';
import { getPricing } from '@/services/api/pricing/pricing';
import { createServerApi } from '@/services/http/server-api';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '@/services/i18n/languages';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

export interface PricingPageProps {
  /** The API's price sheet for the page language's country; null while the API could not answer. */
  pricing: Pricing | null;
  /**
   * `pricing`'s numbers in the page language, formatted where the page is rendered
   * (getStaticProps): the browser would otherwise start ICU's number formatting for them while it
   * hydrates. Formatted here when absent (a page rendered before they were sent).
   */
  figures?: PricingFigures | null;
}

/** Free to start, the fee on earnings with a worked example, and the star packages from the API. */
const PricingPage: NextPageWithLayout<PricingPageProps> = ({ pricing, figures }) => {
  const { t } = useTranslation('pricing');
  const { current } = useLanguage();
  const faq = contentList<Question>(t, 'faq.items');
  const shown = pricing && (figures ?? pricingFigures(pricing, current));
  const packageName = (_item: unknown, index: number) => {
    const { stars, bonus } = shown!.packages[index]!;
    return t('packages.offerName', { stars, bonus });
  };
  return (
    <>
      <Seo
        url="/pricing"
        schemaType="WebPage"
        title={t('title')}
        description={t('description')}
        jsonLd={pricing ? offerCatalogJsonLd(pricing, { catalogue: t('packages.title'), item: packageName }) : faqJsonLd(faq)}
      />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <Button component={AppLink} href="/get-star" variant="outlined" size="large">
            {t('topUp')}
          </Button>
        }
      />
      <InfoSection id="free" title={t('free.title')} intro={t('free.intro')}>
        <BulletList items={contentList(t, 'free.items')} />
      </InfoSection>
      <InfoSection id="fee" title={t('fee.title')}>
        {shown ? <FeeExample figures={shown} /> : <Typography>{t('fee.general')}</Typography>}
      </InfoSection>
      <InfoSection id="packages" title={t('packages.title')} intro={t('packages.intro')}>
        {pricing && shown ? (
          <>
            <PackagesTable currency={pricing.currency} packages={shown.packages} />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 720 }}>
              {t('packages.localNote', { currency: pricing.currency })}{' '}
              <Link component={AppLink} href="/get-star">
                {t('topUp')}
              </Link>
            </Typography>
          </>
        ) : (
          <Typography role="status">
            {t('packages.updating')}{' '}
            <Link component={AppLink} href="/get-star">
              {t('topUp')}
            </Link>
          </Typography>
        )}
      </InfoSection>
      <InfoSection id="faq" title={t('faq.title')}>
        <FaqList items={faq} />
      </InfoSection>
      <CtaBand />
    </>
  );
};

/** Prices change rarely; the page is regenerated at most this often when visited. */
const REVALIDATE_SECONDS = 300;
/** Without an API (during `next build`), soon: the first visit once the API runs brings the prices. */
const RETRY_SECONDS = 5;
const SERVER_TIMEOUT_MS = 5_000;

/**
 * Static per language with incremental regeneration: the price list of the language's country,
 * from the API. An API that cannot answer (as during the build) gives the page without the table,
 * never an error.
 */
export const getStaticProps: GetStaticProps<PricingPageProps & TranslationProps> = async ({ locale }) => {
  const language = toSupportedLanguage(locale) ?? DEFAULT_LANGUAGE;
  const [answer, translations] = await Promise.all([
    getPricing(PRICING_COUNTRY[language], createServerApi({ timeoutMs: SERVER_TIMEOUT_MS }).core).catch(() => null),
    pageTranslations(language, ['info', 'pricing']),
  ]);
  const pricing = answer?.ok ? answer.data.data : null;
  return {
    props: { pricing, figures: pricing && pricingFigures(pricing, language), ...translations },
    revalidate: pricing ? REVALIDATE_SECONDS : RETRY_SECONDS,
  };
};

export default PricingPage;
