import dynamic from 'next/dynamic';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { SignedInOnly } from '@/components/wallet/signed-in-only';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const MyMembershipsView = dynamic(() => import('@/components/memberships/my-memberships-view').then((module) => module.MyMembershipsView), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const MyMembershipsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('tiers');
  return (
    <>
      <Seo url="/wallet/memberships" title={t('mine.title')} robots="noindex, nofollow" />
      <SignedInOnly path="/wallet/memberships">
        <MyMembershipsView />
      </SignedInOnly>
    </>
  );
};

export const getStaticProps = staticTranslations(['tiers', 'wallet']);

export default MyMembershipsPage;
