// eslint-disable-next-line @next/next/no-document-import-in-page -- this is the document: pages/_document.tsx re-exports it, nothing else imports it
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { type DocumentHeadTagsProps, documentGetInitialProps } from '@mui/material-nextjs/v16-pagesRouter';
import { DEFAULT_LANGUAGE, HTML_LANG, toSupportedLanguage } from '@/services/i18n/languages';
import { MUI_CACHE_KEY, SERVED_STYLES_KEY } from '@/theme/served-styles';
import { inlineScriptTexts, pageBootstrapScript, scriptSourcePolicy } from './inline-scripts';
import { listForLoader, SCRIPT_LOADER, scriptLoaderElement } from './page-script-loader';
import { SESSION_HINT_SCRIPT } from './session-hint-script';
import { FIRST_PAINT_ID } from '@/components/layout/first-paint-mark';

/*
 * The document shell, in one folder because its three parts lean on Next's internals together:
 * this document (pages/_document.tsx re-exports it), the paint-first loader of the page's chunks
 * (page-script-loader.tsx) and the page's script policy with the Turbopack bootstrap it rebuilds
 * (inline-scripts.ts). `npm run build` checks the built pages against them
 * (scripts/check-document-shell.ts), so a Next upgrade that changes what they rely on fails there.
 */

/** Sets the saved light/dark class on <html> before the first paint. */
const colorSchemeScript = <InitColorSchemeScript attribute="class" defaultMode="system" />;
// Its text never changes: read once, not on every rendered page.
const colorSchemeScriptTexts = inlineScriptTexts(renderToStaticMarkup(colorSchemeScript));

/**
 * The page's script policy (next.config.js explains why beside the header's): its allowed origins
 * and the hashes of exactly the inline scripts this document renders. None in `next dev`.
 */
function pageScriptPolicy(props: DocumentProps): string | undefined {
  const sources = process.env.STARLIT_SCRIPT_SOURCES;
  const bootstrap = pageBootstrapScript(props.buildManifest, props.__NEXT_DATA__.page);
  if (!sources || bootstrap === undefined) return undefined;
  return scriptSourcePolicy(sources, [...colorSchemeScriptTexts, SESSION_HINT_SCRIPT, bootstrap, SCRIPT_LOADER]);
}

/** The files argument of Head's methods (next/document does not export its type). */
type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * next/document's Head, with the chunks it would run as `defer` scripts started by SCRIPT_LOADER
 * instead. `next dev` keeps Next's own scripts: its hot-reload runtime expects them as they are.
 */
class PaintFirstHead extends Head {
  getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files);
    return this.context.isDevelopment ? chunks : listForLoader(chunks, 'page-dynamic-chunks');
  }

  getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    return this.context.isDevelopment ? scripts : [...listForLoader(scripts, 'page-chunks'), scriptLoaderElement];
  }
}

/**
 * The server's emotion style elements as the browser's cache adopts them (theme/served-styles.ts):
 * the component styles under SERVED_STYLES_KEY, then the global ones, each marked `data-s` as
 * emotion marks the elements it inserts (emotion's default cache, created when @emotion/react
 * loads, moves every unmarked one to the end of <head>). Nothing is moved while the page hydrates,
 * and the rules keep the order they had at the first paint.
 */
function serverStyles(tags: ReactElement<unknown>[]): ReactElement[] {
  // MUI's list has a null where a chunk had no CSS, whatever its type says.
  const styles = tags.filter((tag) => isValidElement(tag)) as ReactElement<{ 'data-emotion': string }>[];
  const key = (tag: ReactElement<{ 'data-emotion': string }>) => tag.props['data-emotion'].split(' ')[0]!;
  const components = styles.filter((tag) => key(tag) === MUI_CACHE_KEY);
  const others = styles.filter((tag) => key(tag) !== MUI_CACHE_KEY);
  return [
    ...components.map((tag) =>
      cloneElement(tag, {
        'data-emotion': `${SERVED_STYLES_KEY}${tag.props['data-emotion'].slice(MUI_CACHE_KEY.length)}`,
        'data-s': '',
      } as never),
    ),
    ...others.map((tag) => cloneElement(tag, { 'data-s': '' } as never)),
  ];
}

export default function StarlitDocument(props: DocumentProps & DocumentHeadTagsProps) {
  // The URL's language; `tw` is written `zh-Hant` in the document (services/i18n/languages.ts).
  const lng = toSupportedLanguage(props.locale) ?? DEFAULT_LANGUAGE;
  const scriptPolicy = pageScriptPolicy(props);
  return (
    <Html lang={HTML_LANG[lng]}>
      <PaintFirstHead>
        {/* First in <head>: a policy governs only what follows it. */}
        {scriptPolicy && <meta httpEquiv="Content-Security-Policy" content={scriptPolicy} />}
        {serverStyles(props.emotionStyleTags)}
        {/*
          PNG icons only, here and in the manifest: Chromium draws an SVG icon (the tab's, and the
          manifest's for its install check) in a document of its own in the page's renderer, two
          tasks of each page view's start-up (34-93 ms of main-thread work at Lighthouse's 4x).
          The manifest is linked by script once the page has settled (services/pwa/manifest-link.ts).
        */}
        <link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/*
          No paint before the layout's first-paint mark is parsed (components/layout/first-paint-mark.tsx):
          a slow connection hands the parser the page in pieces, and a part painted before the rest
          arrived moved when it came. A browser without `rel=expect` ignores it.
        */}
        <link rel="expect" href={`#${FIRST_PAINT_ID}`} blocking="render" />
      </PaintFirstHead>
      <body>
        {colorSchemeScript}
        {/* Before the header is parsed: a returning user's page never shows its "Sign in" (stored-session-hint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
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
