import type { GetServerSideProps } from 'next';
import { useTranslation } from 'react-i18next';
import { DeviceLinkApproval } from '@/components/auth/device-link-approval';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { accessTokenFromCookies } from '@/services/http/server-api';

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

DeviceLinkPage.namespaces = ['auth'];

/** A signed-out visitor signs in first, on the server where the session cookie tells. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req }) => {
  const linkId = typeof params?.id === 'string' ? params.id : '';
  if (!UUID.test(linkId)) return { notFound: true };
  if (!accessTokenFromCookies(req.cookies)) {
    return { redirect: { destination: `/login?redirect=${encodeURIComponent(`/device-link/${linkId}`)}`, permanent: false } };
  }
  return { props: { linkId } };
};

export default DeviceLinkPage;
