import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import { ColourSwatches } from '@/components/info/brand-assets/colour-swatches';
import { LogoDownloads } from '@/components/info/brand-assets/logo-downloads';
import { UsageRules } from '@/components/info/brand-assets/usage-rules';
import { CtaBand } from '@/components/info/cta-band';
import { InfoHero } from '@/components/info/info-hero';
import { InfoSection } from '@/components/info/info-section';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

/** For press and partners: the logo files, the product's colours and how to use them. */
const BrandAssetsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('brand-assets');
  return (
    <>
      <Seo url="/brand-assets" schemaType="WebPage" title={t('title')} description={t('description')} />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <>
            <Button href="#logos" variant="contained" size="large">
              {t('getFiles')}
            </Button>
            <Button component={AppLink} href="/contact-us" variant="outlined" size="large">
              {t('press.title')}
            </Button>
          </>
        }
      />
      <InfoSection id="logos" title={t('logos.title')} intro={t('logos.intro')} width="lg">
        <LogoDownloads />
      </InfoSection>
      <InfoSection id="colours" title={t('colours.title')} intro={t('colours.intro')} width="lg" interactive>
        <ColourSwatches />
      </InfoSection>
      <InfoSection id="usage" title={t('usage.title')} intro={t('usage.intro')} width="lg">
        <UsageRules />
      </InfoSection>
      <InfoSection id="press" title={t('press.title')} intro={t('press.body', { topic: t('topics.press', { ns: 'contact' }) })}>
        <Button component={AppLink} href="/contact-us" variant="outlined">
          {t('press.contact')}
        </Button>
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'brand-assets', 'contact']);

export default BrandAssetsPage;
