import { inlineScriptTexts, pageBootstrapScript, scriptHashSource, scriptSourcePolicy } from '@/components/document/inline-scripts';

describe('the page script policy', () => {
  it('hashes a script as CSP does (the CSP Level 2 example)', () => {
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('finds the executable inline scripts, not external ones or JSON data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" defer=""></script>',
      '<script>first()</script>',
      '<script type="application/ld+json">{"@type":"WebPage"}</script>',
      '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script type="module">second()</script>',
      '<SCRIPT nonce="x">\nthird()\n</SCRIPT>',
    ].join('');
    expect(inlineScriptTexts(html)).toEqual(['first()', 'second()', '\nthird()\n']);
  });

  it('rebuilds Turbopack’s bootstrap of a page from the build manifest, or none without one', () => {
    const manifest = {
      pages: {},
      pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['app.js'] }, '/pricing': { otherChunks: ['pricing.js'] } },
      chunkLoadingGlobal: 'TURBOPACK',
    };
    // @ts-expect-error -- only the fields the bootstrap reads
    const script = pageBootstrapScript(manifest, '/pricing');
    expect(script).toBe(
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["app.js"]});\n' +
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["pricing.js"]});',
    );
    // @ts-expect-error -- a development manifest
    expect(pageBootstrapScript({ pages: {} }, '/pricing')).toBeUndefined();
  });

  it('allows the origins and one hash per distinct script', () => {
    expect(scriptSourcePolicy("'self' https://js.stripe.com", ['a()', 'a()', 'b()'])).toBe(
      `script-src 'self' https://js.stripe.com ${scriptHashSource('a()')} ${scriptHashSource('b()')}`,
    );
  });
});
