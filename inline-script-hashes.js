// @ts-check
const { createHash } = require('node:crypto');
const React = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const colorSchemeScriptProps = require('./theme/color-scheme-script.json');

/**
 * The inline scripts every page runs before its first paint, rendered exactly as pages/_document
 * renders them: MUI's colour-scheme script (saved light/dark, no flash). Language needs no script:
 * it is in the URL and the server-rendered markup. Pages are prerendered, so the CSP allows these
 * scripts by hash rather than by a per-request nonce.
 */
function inlineScripts() {
  const InitColorSchemeScript = require('@mui/material/InitColorSchemeScript').default;
  const html = renderToStaticMarkup(React.createElement(InitColorSchemeScript, colorSchemeScriptProps));
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

/** `'sha256-…'` CSP sources of those scripts. */
function inlineScriptHashes() {
  return inlineScripts().map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
}

module.exports = { inlineScripts, inlineScriptHashes };
