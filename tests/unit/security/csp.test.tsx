import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import colorSchemeScript from '@/theme/color-scheme-script.json';

const require = createRequire(import.meta.url);

type Header = { key: string; value: string };
type NextConfig = { headers(): Promise<{ source: string; headers: Header[] }[]> };

async function scriptSrc(): Promise<string[]> {
  const config = require('../../../next.config.js') as NextConfig;
  const rules = await config.headers();
  const csp = rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  return (/(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
}

describe('the web CSP', () => {
  it("allows no inline script but the document's colour-scheme script, by its hash", async () => {
    const sources = await scriptSrc();
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");

    // The script exactly as pages/_document renders it.
    const html = renderToStaticMarkup(
      <InitColorSchemeScript attribute={colorSchemeScript.attribute} defaultMode={colorSchemeScript.defaultMode as 'system'} />,
    );
    const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('localStorage');
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(sources).toContain(hash);
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
  });
});
