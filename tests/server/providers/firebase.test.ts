import { createFirebaseVerifier } from '@/server/src/providers/firebase';
import { Auth } from 'firebase-admin/auth';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROJECT = 'demo-starlit';
const EMULATOR = '127.0.0.1:9499';
const IDENTITY = `http://${EMULATOR}/identitytoolkit.googleapis.com/v1`;

let emulator: ChildProcess;
let folder: string;

async function waitForEmulator(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) throw new Error(`Auth emulator exited with ${emulator.exitCode}`);
    const ready = await fetch(`http://${EMULATOR}/emulator/v1/projects/${PROJECT}/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Auth emulator did not start in time');
}

/** A Google sign-in as the web's sandbox chooser makes it, answered with the emulator's ID token. */
async function googleSignIn(claims: { sub: string; email: string; name: string }): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`${IDENTITY}/accounts:signInWithIdp?key=fake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify({ ...claims, email_verified: true }))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<{ idToken: string; localId: string }>;
}

/** Re-encodes an emulator token's payload: the emulator does not sign, so only checks on the claims stop it. */
function withClaims(idToken: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = idToken.split('.') as [string, string, string];
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...change };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'starlit-auth-emulator-'));
  writeFileSync(
    join(folder, 'firebase.json'),
    JSON.stringify({
      emulators: { auth: { host: '127.0.0.1', port: 9499 }, hub: { port: 4499 }, logging: { port: 4599 }, ui: { enabled: false } },
    }),
  );
  emulator = spawn(
    'node_modules/.bin/firebase',
    ['emulators:start', '--only', 'auth', '--project', PROJECT, '--config', join(folder, 'firebase.json')],
    { detached: true, stdio: 'ignore', env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' } },
  );
  await waitForEmulator(Date.now() + 50_000);
}, 60_000);

afterAll(async () => {
  if (emulator.pid && emulator.exitCode === null) {
    const exited = new Promise((resolve) => emulator.once('exit', resolve));
    process.kill(-emulator.pid, 'SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('Firebase ID token verifier against the Auth emulator', () => {
  const verifier = () => createFirebaseVerifier({ projectId: PROJECT, emulatorHost: EMULATOR });

  it('accepts an emulator Google sign-in and reports its provider and profile', async () => {
    const { idToken, localId } = await googleSignIn({ sub: 'g-1001', email: 'ana@example.com', name: 'Ana Example' });

    expect(await verifier().verifyIdToken(idToken)).toEqual({
      ok: true,
      uid: localId,
      signInProvider: 'google.com',
      email: 'ana@example.com',
      emailVerified: true,
      name: 'Ana Example',
      picture: null,
    });
  });

  it('works with several verifiers side by side', async () => {
    const { idToken } = await googleSignIn({ sub: 'g-1002', email: 'ben@example.com', name: 'Ben' });

    const [first, second] = await Promise.all([verifier().verifyIdToken(idToken), verifier().verifyIdToken(idToken)]);
    expect(first.ok && second.ok).toBe(true);
  });

  it('refuses forged tokens: another user, another project, an expired one, garbage', async () => {
    const { idToken } = await googleSignIn({ sub: 'g-1003', email: 'cy@example.com', name: 'Cy' });
    const now = Math.floor(Date.now() / 1000);

    expect(await verifier().verifyIdToken(withClaims(idToken, { sub: 'nobody', user_id: 'nobody' }))).toEqual({
      ok: false,
      reason: 'UNKNOWN_USER',
    });
    expect(await verifier().verifyIdToken(withClaims(idToken, { aud: 'demo-other' }))).toEqual({ ok: false, reason: 'INVALID_TOKEN' });
    expect(await verifier().verifyIdToken(withClaims(idToken, { exp: now - 60 }))).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(await verifier().verifyIdToken('not-a-token')).toEqual({ ok: false, reason: 'INVALID_TOKEN' });
    expect(await verifier().verifyIdToken('')).toEqual({ ok: false, reason: 'INVALID_TOKEN' });
  });

  it('keeps a verifier meant for real Firebase from accepting emulator tokens', async () => {
    const { idToken } = await googleSignIn({ sub: 'g-1004', email: 'dee@example.com', name: 'Dee' });
    verifier();
    const production = createFirebaseVerifier({ projectId: PROJECT });

    expect(await production.verifyIdToken(idToken)).toEqual({ ok: false, reason: 'EMULATOR_ENV_CONFLICT' });
  });

  it('asks Firebase whether the token was revoked or its user disabled', async () => {
    const { idToken, localId } = await googleSignIn({ sub: 'g-1005', email: 'eve@example.com', name: 'Eve' });
    const spy = vi.spyOn(Auth.prototype, 'verifyIdToken');
    try {
      expect((await verifier().verifyIdToken(idToken)).ok).toBe(true);
      expect(spy).toHaveBeenCalledWith(idToken, true);
    } finally {
      spy.mockRestore();
    }

    const disabled = await fetch(`${IDENTITY}/projects/${PROJECT}/accounts:update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, disableUser: true }),
    });
    expect(disabled.status).toBe(200);
    expect(await verifier().verifyIdToken(idToken)).toEqual({ ok: false, reason: 'USER_DISABLED' });
  });
});
