import { createHash } from 'node:crypto';
import type { BuildManifest } from 'next/dist/server/get-page-files';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

/**
 * Server side only (the document, and the build's check of it): the inline scripts a page's HTML carries, so that its
 * Content-Security-Policy can allow exactly these and refuse any other inline script.
 */

/** A CSP hash source of a script's text, as the browser hashes it (UTF-8, SHA-256, base64). */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every executable inline `<script>` in `html` (JSON data blocks are not run: left out). */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    texts.push(match[2] ?? '');
  }
  return texts;
}

/**
 * The script Next's document inlines in a Turbopack production build to start the page's chunks
 * (`getInlineBootstrapScript` in next/dist/pages/_document.js, rebuilt from the same manifest and
 * helpers); undefined in builds that have none (`next dev`).
 */
export function pageBootstrapScript(buildManifest: BuildManifest, page: string): string | undefined {
  const { pagesChunkGroupBootstrapParams, chunkLoadingGlobal } = buildManifest;
  if (!pagesChunkGroupBootstrapParams || !chunkLoadingGlobal) return undefined;
  const bootstrap = getTurbopackChunkGroupBootstrap(pagesChunkGroupBootstrapParams, chunkLoadingGlobal, ['/_app', page]);
  return bootstrap === undefined ? undefined : htmlEscapeJsonString(bootstrap);
}

/** The `script-src` of a page: the allowed origins and the hash of each inline script it runs. */
export function scriptSourcePolicy(sources: string, scripts: readonly string[]): string {
  return `script-src ${[sources, ...new Set(scripts.map(scriptHashSource))].join(' ')}`;
}
