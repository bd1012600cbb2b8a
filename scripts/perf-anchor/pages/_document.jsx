import { DocumentHeadTags, documentGetInitialProps } from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript } from 'next/document';

export default function AnchorDocument(props) {
  return (
    <Html lang="en">
      <Head>
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

AnchorDocument.getInitialProps = documentGetInitialProps;
