import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import Head from 'next/head';

export default function AnchorApp(props) {
  const { Component, pageProps } = props;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Anchor</title>
      </Head>
      <Component {...pageProps} />
    </AppCacheProvider>
  );
}
