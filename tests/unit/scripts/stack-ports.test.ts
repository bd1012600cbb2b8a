import { execFileSync } from 'node:child_process';

// scripts/lib/stack.mjs reads the ports when it loads, so each case loads it in a process of its own.
function stack(env: Record<string, string>) {
  const script = `import('./scripts/lib/stack.mjs').then((m) => console.log(JSON.stringify({ ports: m.PORTS, env: m.stackEnv() })))`;
  // The shell's own port and URL settings would decide the defaults otherwise.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/PORT|ORIGIN|NEXT_PUBLIC_|EMULATOR/.test(key)));
  const output = execFileSync(process.execPath, ['-e', script], { env: { ...clean, ...env } as NodeJS.ProcessEnv, encoding: 'utf8' });
  return JSON.parse(output) as { ports: Record<string, number>; env: Record<string, string | undefined> };
}

describe('the stack ports (scripts/lib/stack.mjs)', () => {
  it("are today's by default, without URL settings that would change the build", () => {
    const { ports, env } = stack({});

    expect(ports).toEqual({ web: 3000, api: 4000, auth: 9099, authHub: 4400, authLogging: 4500 });
    expect(env).toMatchObject({ PORT: '4000', WEB_ORIGIN: 'http://localhost:3000', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(env.NEXT_PUBLIC_API_HOST).toBeUndefined();
    expect(env.NEXT_PUBLIC_SITE_URL).toBeUndefined();
  });

  it('come from WEB_PORT, API_PORT and AUTH_EMULATOR_PORT, and the public URLs follow them', () => {
    const { ports, env } = stack({ WEB_PORT: '3100', API_PORT: '4100', AUTH_EMULATOR_PORT: '9199' });

    expect(ports).toMatchObject({ web: 3100, api: 4100, auth: 9199 });
    expect(env).toMatchObject({
      PORT: '4100',
      WEB_ORIGIN: 'http://localhost:3100',
      NEXT_PUBLIC_API_HOST: 'http://localhost:4100',
      NEXT_PUBLIC_BILLING_HOST: 'http://localhost:4100',
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3100',
      NEXT_PUBLIC_SANDBOX_ORIGIN: 'http://localhost:4100/sandbox',
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
    });
  });

  it('refuse a value that is not a port', () => {
    expect(() => stack({ API_PORT: 'forty' })).toThrow(/API_PORT=forty is not a port/);
  });
});
