import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CardGrid } from '@/components/info/card-grid';
import { CtaBand } from '@/components/info/cta-band';
import { StoreLinks } from '@/components/info/download/store-links';
import { FaqList } from '@/components/info/faq-list';
import { InfoHero } from '@/components/info/info-hero';
import { BulletList, InfoSection } from '@/components/info/info-section';
import { type Question, contentItem, contentList } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { faqJsonLd } from '@/components/seo/structured-data';
import { staticTranslations } from '@/services/i18n/page-translations';
import { type Feature, isAvailable } from '@/services/product/features';
import { useTranslation } from 'react-i18next';

/** What "What you get in the app" claims, in order; texts are `features.<feature>`. */
const APP_CLAIMS: readonly Feature[] = ['qrSignIn', 'accounts', 'installApp', 'savedCards'];

/**
 * Starlit on every device: the web app today (and how to install it), the store apps only when
 * their listings are configured, what the app offers, the browsers it needs, and questions.
 */
const DownloadPage: NextPageWithLayout = () => {
  const { t } = useTranslation('download');
  const questions = contentList<Question>(t, 'faq.items');
  return (
    <>
      {/* The site-wide WebApplication data already describes the web app; the FAQ is what this page adds. */}
      <Seo url="/download" schemaType="WebPage" title={t('title')} description={t('description')} jsonLd={faqJsonLd(questions)} />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <>
            <Button component={AppLink} href="/" variant="contained" size="large">
              {t('openWeb')}
            </Button>
            <Button component={AppLink} href="/add-to-home-screen" variant="outlined" size="large">
              {t('installLink')}
            </Button>
          </>
        }
      />
      <InfoSection id="web-app" title={t('web.title')} intro={t('web.intro')}>
        <BulletList items={contentList(t, 'web.items')} />
        <Button component={AppLink} href="/add-to-home-screen" variant="text" sx={{ mt: 2 }}>
          {t('web.install')}
        </Button>
      </InfoSection>
      <InfoSection id="mobile-apps" title={t('mobile.title')}>
        <StoreLinks />
      </InfoSection>
      <InfoSection id="features" title={t('features.title')} intro={t('features.intro')} width="lg">
        <CardGrid items={APP_CLAIMS.filter(isAvailable).map((feature) => contentItem(t, `features.${feature}`))} columns={2} />
      </InfoSection>
      <InfoSection id="requirements" title={t('requirements.title')} intro={t('requirements.intro')}>
        <BulletList items={contentList(t, 'requirements.browsers')} />
        <Box sx={{ mt: 3 }}>
          <BulletList items={contentList(t, 'requirements.notes')} />
        </Box>
      </InfoSection>
      <InfoSection id="faq" title={t('faq.title')}>
        <FaqList items={questions} />
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'download']);

export default DownloadPage;
