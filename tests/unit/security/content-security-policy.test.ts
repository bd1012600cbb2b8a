// @vitest-environment node
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';

const require = createRequire(import.meta.url);
const CONFIG = require.resolve('../../../next.config.js');

/** The connect-src of the policy next.config.js builds with these public settings. */
async function connectSources(env: Record<string, string>): Promise<string[]> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    delete require.cache[CONFIG];
    const config = require(CONFIG) as Required<Pick<NextConfig, 'headers'>>;
    const rules = await config.headers();
    const policy = rules.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')!.value;
    return policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('connect-src'))!
      .split(/\s+/)
      .slice(1);
  } finally {
    process.env = saved;
    delete require.cache[CONFIG];
  }
}

describe('the page policy and the Firebase Auth emulator', () => {
  it('allows the emulator at the host and port the build is configured with, and its loopback twin', async () => {
    const sources = await connectSources({ NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19199' });
    expect(sources).toEqual(expect.arrayContaining(['http://127.0.0.1:19199', 'http://localhost:19199']));
    expect(sources.join(' ')).not.toContain(':9099');
  });

  it('allows no emulator when none is configured', async () => {
    const sources = await connectSources({
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
      NEXT_PUBLIC_SANDBOX_ORIGIN: 'http://localhost:4000/sandbox',
    });
    expect(sources.some((source) => /127\.0\.0\.1:\d+$|localhost:9099/.test(source))).toBe(false);
  });
});
