import { useTranslation } from 'react-i18next';
import { LoginView } from '@/components/auth/login-view';
import { redirectSignedIn } from '@/services/auth/signed-in-redirect';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';

const SignupPage: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Seo url="/signup" title={t('signUp')} robots="noindex, follow" />
      <LoginView mode="signup" />
    </>
  );
};

SignupPage.namespaces = ['auth'];

export const getServerSideProps = redirectSignedIn;

export default SignupPage;
