import { CardGrid } from '@/components/info/card-grid';
import { CtaBand } from '@/components/info/cta-band';
import { InfoHero } from '@/components/info/info-hero';
import { InfoSection } from '@/components/info/info-section';
import { InstallPromptPanel } from '@/components/info/install/install-prompt-panel';
import { PlatformGuides } from '@/components/info/install/platform-guides';
import { type TitledText, contentList } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';
import { installPrompt } from '@/services/pwa/install-prompt';
import { linkManifest } from '@/services/pwa/manifest-link';

// As soon as this page's code loads, before it renders: the browser offers its prompt once per
// page load, possibly before any effect runs. (`_app` capturing it keeps an offer made on
// another page for a visitor who navigates here.) The manifest, which other pages link once
// they have settled, is what the browser's offer is made from: linked now.
installPrompt.capture();
linkManifest();

/** How to install the web app on each platform, with the browser's own prompt where it offers one. */
const AddToHomeScreenPage: NextPageWithLayout = () => {
  const { t } = useTranslation('install');
  return (
    <>
      <Seo url="/add-to-home-screen" schemaType="WebPage" title={t('title')} description={t('description')} />
      <InfoHero eyebrow={t('eyebrow')} title={t('heading')} lead={t('lead')} actions={<InstallPromptPanel />} />
      <InfoSection id="benefits" title={t('benefits.title')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'benefits.items')} columns={4} />
      </InfoSection>
      <InfoSection id="platforms" title={t('platforms.title')} width="lg" interactive>
        <PlatformGuides />
      </InfoSection>
      <InfoSection id="other-browsers" title={t('otherBrowsers.title')} intro={t('otherBrowsers.body')} />
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'install']);

export default AddToHomeScreenPage;
