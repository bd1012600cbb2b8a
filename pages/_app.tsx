import App, { type AppContext, type AppInitialProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { getDefaultLayout } from '@/components/layout/default-layout';
import type { AppPropsWithLayout } from '@/components/layout/page-types';
import { AppProviders } from '@/contexts/app-providers';
import { useI18nInstance } from '@/hooks/use-i18n-instance';
import { type I18nBootstrap, getBrowserI18n, pageNamespaces } from '@/services/i18n/create-i18n';
import { resolveRequestLanguage } from '@/services/i18n/resolve-request-language';

type StarlitAppProps = AppPropsWithLayout & { pageProps: { i18nBootstrap?: I18nBootstrap } };

export default function StarlitApp(props: StarlitAppProps) {
  const { Component, pageProps } = props;
  const { i18nBootstrap, ...componentProps } = pageProps;
  const i18n = useI18nInstance(i18nBootstrap);
  const getLayout = Component.getLayout ?? getDefaultLayout;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
      </Head>
      <AppProviders i18n={i18n}>{getLayout(<Component {...componentProps} />)}</AppProviders>
    </AppCacheProvider>
  );
}

/**
 * Why here and not a per-page helper: every page, the 404 and 500 pages included (which cannot
 * have getServerSideProps), must render in the visitor's language on the server. Doing it once in
 * _app covers them all; the cost, no automatic static optimisation, is one we pay anyway because
 * the HTML depends on the visitor's language.
 * On the server: language from the cookie, then Accept-Language, then English; the page's
 * namespaces are read from public/locales and handed to the client in the page props. On
 * client-side navigation the browser instance loads the namespaces before the page renders.
 */
StarlitApp.getInitialProps = async (context: AppContext): Promise<AppInitialProps> => {
  const initial = await App.getInitialProps(context);
  const namespaces = pageNamespaces((context.Component as AppPropsWithLayout['Component']).namespaces);
  if (typeof window === 'undefined') {
    const { loadServerBootstrap } = await import('@/services/i18n/server-resources');
    const lng = resolveRequestLanguage(context.ctx.req?.headers ?? {});
    const i18nBootstrap = await loadServerBootstrap(lng, namespaces);
    return { ...initial, pageProps: { ...initial.pageProps, i18nBootstrap } };
  }
  await getBrowserI18n().loadNamespaces(namespaces);
  return initial;
};
