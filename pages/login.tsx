import { useTranslation } from 'react-i18next';
import { LoginView } from '@/components/auth/login-view';
import { redirectSignedIn } from '@/services/auth/signed-in-redirect';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';

const LoginPage: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Seo url="/login" title={t('signIn')} robots="noindex, follow" />
      <LoginView mode="login" />
    </>
  );
};

LoginPage.namespaces = ['auth'];

export const getServerSideProps = redirectSignedIn;

export default LoginPage;
