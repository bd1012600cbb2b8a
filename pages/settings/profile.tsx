import dynamic from 'next/dynamic';
import { ChannelGate } from '@/components/channel/channel-gate';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { ProfileSettingsSkeleton } from '@/components/settings/profile-settings-skeleton';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

// The form needs a signed-in session, which only the browser has, and it brings the API schemas
// with it: loading it after the page keeps them out of the first-load bundle.
const ProfileSettingsView = dynamic(
  () => import('@/components/settings/profile-settings-view').then((module) => module.ProfileSettingsView),
  { ssr: false, loading: () => <ProfileSettingsSkeleton /> },
);

const ProfileSettingsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('settings');
  return (
    <>
      <Seo url="/settings/profile" title={t('profile.title')} robots="noindex, nofollow" />
      <ChannelGate>
        <ProfileSettingsView />
      </ChannelGate>
    </>
  );
};

// 'auth': the sandbox account chooser opens here when a sign-in method is linked.
export const getStaticProps = staticTranslations(['settings', 'auth']);

export default ProfileSettingsPage;
