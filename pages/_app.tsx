import type { EmotionCache } from '@emotion/cache';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { getDefaultLayout } from '@/components/layout/default-layout';
import type { AppPropsWithLayout } from '@/components/layout/page-types';
import { AppProviders } from '@/contexts/app-providers';
import { useI18nInstance } from '@/hooks/use-i18n-instance';
import type { I18nBootstrap } from '@/services/i18n/create-i18n';
import { servedStylesCache } from '@/theme/served-styles';

/** `emotionCache`: the server's, handed over by the document (documentGetInitialProps). */
type StarlitAppProps = AppPropsWithLayout & { pageProps: { i18nBootstrap?: I18nBootstrap }; emotionCache?: EmotionCache };

/**
 * No getInitialProps here: it would turn off static optimisation for every page. Each page's
 * getStaticProps (or getServerSideProps) hands over its translations in the language of its URL
 * (services/i18n/page-translations.ts), on the first load and on client-side navigation alike.
 * The viewport's meta tag is rendered by every page's Seo (components/seo/seo.tsx says why).
 */
export default function StarlitApp(props: StarlitAppProps) {
  const { Component, pageProps, router } = props;
  const { i18nBootstrap, ...componentProps } = pageProps;
  const i18n = useI18nInstance(i18nBootstrap, router.locale);
  const getLayout = Component.getLayout ?? getDefaultLayout;
  return (
    <AppCacheProvider emotionCache={props.emotionCache ?? servedStylesCache()}>
      <AppProviders i18n={i18n}>{getLayout(<Component {...componentProps} />)}</AppProviders>
    </AppCacheProvider>
  );
}
