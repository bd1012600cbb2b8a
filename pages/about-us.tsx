import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AboutFacts } from '@/components/info/about/about-facts';
import { LanguageList } from '@/components/info/about/language-list';
import { aboutOrganizationJsonLd } from '@/components/info/about/organization-json-ld';
import { CardGrid } from '@/components/info/card-grid';
import { CtaBand } from '@/components/info/cta-band';
import { InfoHero } from '@/components/info/info-hero';
import { InfoSection, Paragraphs } from '@/components/info/info-section';
import { contentItem, contentList, type TitledText } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { type Feature, isAvailable } from '@/services/product/features';
import { useTranslation } from 'react-i18next';

/** What "What we build" claims, in order; texts are `build.<feature>`. */
const BUILD_CLAIMS: readonly Feature[] = ['signIn', 'channels', 'stars', 'gifts', 'memberships', 'earnings', 'payouts', 'languages'];

/** Who we are and why: the mission, what we build, our languages, the company's facts and values. */
const AboutUsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('about');
  return (
    <>
      <Seo
        url="/about-us"
        schemaType="AboutPage"
        title={t('title')}
        description={t('description')}
        jsonLd={aboutOrganizationJsonLd(t('organization'))}
      />
      <InfoHero eyebrow={t('eyebrow')} title={t('heading')} lead={t('lead')} />
      <InfoSection id="mission" title={t('mission.title')}>
        <Paragraphs items={contentList(t, 'mission.paragraphs')} />
      </InfoSection>
      <InfoSection id="what-we-build" title={t('build.title')} intro={t('build.intro')} width="lg">
        <CardGrid items={BUILD_CLAIMS.filter(isAvailable).map((feature) => contentItem(t, `build.${feature}`))} columns={4} />
      </InfoSection>
      <InfoSection id="languages" title={t('languages.title')} intro={t('languages.intro')}>
        <LanguageList />
      </InfoSection>
      <InfoSection id="facts" title={t('facts.title')} width="lg">
        <AboutFacts />
      </InfoSection>
      <InfoSection id="values" title={t('values.title')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'values.items')} columns={4} />
      </InfoSection>
      <InfoSection id="contact" title={t('contact.title')} intro={t('contact.body')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={AppLink} href="/contact-us" variant="contained">
            {t('contact.contact')}
          </Button>
          <Button component={AppLink} href="/brand-assets" variant="outlined">
            {t('contact.brand')}
          </Button>
          <Button component={AppLink} href="/safety" variant="outlined">
            {t('contact.safety')}
          </Button>
        </Box>
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'about']);

export default AboutUsPage;
