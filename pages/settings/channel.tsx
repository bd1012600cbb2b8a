import dynamic from 'next/dynamic';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

// The editor and the members list need the owner's session and bring the API schemas with them.
const ChannelSettingsView = dynamic(
  () => import('@/components/memberships/settings/channel-settings-view').then((module) => module.ChannelSettingsView),
  { ssr: false, loading: () => <PagePlaceholder /> },
);

const ChannelSettingsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('tiers');
  return (
    <>
      <Seo url="/settings/channel" title={t('settings.title')} robots="noindex, nofollow" />
      <SignedInOnly path="/settings/channel">
        <ChannelSettingsView />
      </SignedInOnly>
    </>
  );
};

export const getStaticProps = staticTranslations(['tiers']);

export default ChannelSettingsPage;
