import { LoginView } from '@/components/auth/login-view';
import { getMinimalLayout } from '@/components/layout/minimal-layout';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const LoginPage: NextPageWithLayout = () => {
  const { t } = useTranslation('auth');
  return (
    <>
      <Seo url="/login" title={t('signIn')} robots="noindex, follow" />
      <LoginView mode="login" />
    </>
  );
};

export const getStaticProps = staticTranslations(['auth']);

LoginPage.getLayout = getMinimalLayout;

export default LoginPage;
