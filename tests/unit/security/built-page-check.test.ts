import { builtPageProblems } from '@/components/document/built-page-check';
import { scriptSourcePolicy } from '@/components/document/inline-scripts';
import { SCRIPT_LOADER } from '@/components/document/page-script-loader';

const COLOR_SCHEME = 'document.documentElement.classList.add("dark")';
const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["app.js"]});';
const CHUNKS = ['/_next/static/chunks/app.js', '/_next/static/chunks/pricing.js?dpl=abc'];
const built = new Set(CHUNKS);
const exists = (src: string) => built.has(src);

/** A prerendered page as the document writes it, with the bootstrap Next rendered into it. */
function page({ rendered = BOOTSTRAP, hashed = BOOTSTRAP, policy = true, chunks = CHUNKS } = {}) {
  const meta = policy
    ? `<meta http-equiv="Content-Security-Policy" content="${scriptSourcePolicy("'self'", [COLOR_SCHEME, hashed, SCRIPT_LOADER]).replace(/'/g, '&#x27;')}"/>`
    : '';
  const list = chunks ? `<script type="application/json" data-page-scripts="">${JSON.stringify(chunks)}</script>` : '';
  return [
    `<!DOCTYPE html><html><head>${meta}<script>${rendered}</script>${list}<script>${SCRIPT_LOADER}</script></head>`,
    `<body><script>${COLOR_SCHEME}</script><div id="__next"></div>`,
    '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body></html>',
  ].join('');
}

describe('the build check of the document shell', () => {
  it('passes a page that runs exactly the scripts its policy allows and lists its chunks for the loader', () => {
    expect(builtPageProblems(page(), exists)).toEqual([]);
  });

  it('fails when Next renders another bootstrap than the one the document rebuilt and hashed', () => {
    const problems = builtPageProblems(page({ rendered: BOOTSTRAP.replace('TURBOPACK', 'TURBOPACK_NEXT') }), exists);
    expect(problems).toEqual([
      expect.stringMatching(/^runs an inline script its policy refuses .*TURBOPACK_NEXT/),
      expect.stringMatching(/^its policy allows 'sha256-.+', which no inline script of the page has/),
    ]);
  });

  it('fails when the bootstrap could not be rebuilt, so the page has no policy of its own', () => {
    expect(builtPageProblems(page({ policy: false }), exists)).toEqual([expect.stringMatching(/^no script policy of its own/)]);
  });

  it('fails when the page lists no chunks for the loader, or one that was not built', () => {
    expect(builtPageProblems(page({ chunks: [] }), exists)).toEqual([expect.stringMatching(/^lists no chunks/)]);
    expect(builtPageProblems(page({ chunks: ['/_next/static/chunks/gone.js'] }), exists)).toEqual([
      'lists a chunk that was not built: /_next/static/chunks/gone.js',
    ]);
  });

  it('fails when Next writes its chunks as deferred scripts again', () => {
    const html = page().replace('</head>', '<script src="/_next/static/chunks/app.js" defer=""></script></head>');
    expect(builtPageProblems(html, exists)).toEqual(['still has deferred chunk scripts outside the loader']);
  });
});
