import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import { CardGrid } from '@/components/info/card-grid';
import { CtaBand } from '@/components/info/cta-band';
import { InfoHero } from '@/components/info/info-hero';
import { BulletList, InfoSection, Paragraphs } from '@/components/info/info-section';
import { PrivacySummary } from '@/components/info/safety/privacy-summary';
import { ReportingSteps } from '@/components/info/safety/reporting-steps';
import { contentList, type TitledText } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

/**
 * Safety and privacy for creators and fans. Every section has an id (`/safety#reporting`), and
 * what it says of accounts, payments and data is what the product does (see server/src/modules).
 */
const SafetyPage: NextPageWithLayout = () => {
  const { t } = useTranslation('safety');
  const topic = t('topics.safety', { ns: 'contact' });
  return (
    <>
      <Seo url="/safety" schemaType="WebPage" title={t('title')} description={t('description')} />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <>
            <Button component={AppLink} href="/contact-us" variant="contained" size="large">
              {t('report')}
            </Button>
            <Button href="#rules" variant="outlined" size="large">
              {t('readRules')}
            </Button>
          </>
        }
      />
      <InfoSection id="rules" title={t('rules.title')} intro={t('rules.intro')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'rules.items')} />
      </InfoSection>
      <InfoSection id="age" title={t('age.title')}>
        <Paragraphs items={contentList(t, 'age.paragraphs')} />
      </InfoSection>
      <InfoSection id="reporting" title={t('reporting.title')} intro={t('reporting.intro', { topic })} width="lg">
        <ReportingSteps />
      </InfoSection>
      <InfoSection id="account" title={t('account.title')} intro={t('account.intro')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'account.items')} />
      </InfoSection>
      <InfoSection id="payments" title={t('payments.title')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'payments.items')} />
      </InfoSection>
      <InfoSection id="privacy" title={t('privacy.title')} intro={t('privacy.intro')}>
        <PrivacySummary />
      </InfoSection>
      <InfoSection id="tips" title={t('tips.title')}>
        <BulletList items={contentList(t, 'tips.items')} />
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'safety', 'contact']);

export default SafetyPage;
