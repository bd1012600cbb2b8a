import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { getMinimalLayout } from '@/components/layout/minimal-layout';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { PagePlaceholder } from '@/components/wallet/page-placeholder';
import { accessTokenFromCookies } from '@/services/http/server-api';
import { localizedPath } from '@/services/i18n/localized-path';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

// Only ever shown signed in, and its form brings the API schemas: loaded after the page, which
// keeps it within the first-load budget.
const DeviceLinkApproval = dynamic(() => import('@/components/auth/device-link-approval').then((module) => module.DeviceLinkApproval), {
  ssr: false,
  loading: () => <PagePlaceholder />,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Props {
  linkId: string;
}

/** Where a QR sign-in code leads (`${WEB_ORIGIN}/device-link/<id>`): approve or deny that device. */
const DeviceLinkPage: NextPageWithLayout<Props> = ({ linkId }) => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Seo url={`/device-link/${linkId}`} title={t('deviceLink.title')} robots="noindex, nofollow" />
      <DeviceLinkApproval linkId={linkId} />
    </>
  );
};

/**
 * Request-time: whether the visitor is signed in is in the request's cookies. A signed-out
 * visitor signs in first, in the page's language.
 */
export const getServerSideProps: GetServerSideProps<Props & TranslationProps> = async ({ params, req, locale }) => {
  const linkId = typeof params?.id === 'string' ? params.id : '';
  if (!UUID.test(linkId)) return { notFound: true };
  if (!accessTokenFromCookies(req.cookies)) {
    const destination = `${localizedPath('/login', locale)}?redirect=${encodeURIComponent(`/device-link/${linkId}`)}`;
    return { redirect: { destination, permanent: false } };
  }
  return { props: { linkId, ...(await pageTranslations(locale, ['auth'])) } };
};

DeviceLinkPage.getLayout = getMinimalLayout;

export default DeviceLinkPage;
