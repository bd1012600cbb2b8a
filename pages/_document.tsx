import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { DocumentHeadTags, type DocumentHeadTagsProps, documentGetInitialProps } from '@mui/material-nextjs/v16-pagesRouter';
import { DEFAULT_LANGUAGE, HTML_LANG, toSupportedLanguage } from '@/services/i18n/languages';

export default function StarlitDocument(props: DocumentProps & DocumentHeadTagsProps) {
  // The URL's language; `tw` is written `zh-Hant` in the document (services/i18n/languages.ts).
  const lng = toSupportedLanguage(props.locale) ?? DEFAULT_LANGUAGE;
  return (
    <Html lang={HTML_LANG[lng]}>
      <Head>
        <DocumentHeadTags {...props} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
      </Head>
      <body>
        {/* Sets the saved light/dark class on <html> before the first paint. */}
        <InitColorSchemeScript attribute="class" defaultMode="system" />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

StarlitDocument.getInitialProps = async (ctx: DocumentContext) => {
  const finalProps = await documentGetInitialProps(ctx);
  return finalProps;
};
