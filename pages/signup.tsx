import { LoginView } from '@/components/auth/login-view';
import { getMinimalLayout } from '@/components/layout/minimal-layout';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const SignupPage: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Seo url="/signup" title={t('signUp')} robots="noindex, follow" />
      <LoginView mode="signup" />
    </>
  );
};

export const getStaticProps = staticTranslations(['auth']);

SignupPage.getLayout = getMinimalLayout;

export default SignupPage;
