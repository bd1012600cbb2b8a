import { aptosAddressOf } from '@/server/src/providers/petra';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { aDevice, get, post } from '../helpers/auth';
import { TestClock, useTestApp } from '../helpers/test-app';

interface Wallet {
  privateKey: KeyObject;
  publicKey: string;
  address: string;
}

function aWallet(): Wallet {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  // The last 32 bytes of the SubjectPublicKeyInfo are the raw key.
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return { privateKey, publicKey: `0x${raw.toString('hex')}`, address: aptosAddressOf(raw) };
}

/** What Petra's `signMessage({ message, nonce, application: true })` signs and returns. */
function signAsPetra(wallet: Wallet, application: string, message: string, nonce: string) {
  const fullMessage = `APTOS\napplication: ${application}\nmessage: ${message}\nnonce: ${nonce}`;
  const signature = sign(null, Buffer.from(fullMessage, 'utf8'), wallet.privateKey).toString('hex');
  return { address: wallet.address, public_key: wallet.publicKey, full_message: fullMessage, signature: `0x${signature}`, nonce };
}

describe('POST /core/v1/connect/petra/request/ and /petra/', () => {
  const clock = new TestClock();
  const testApp = useTestApp({ clock: clock.now });

  const headers = (deviceId: string) => ({ headers: { 'device-id': deviceId } });

  async function challenge(device = aDevice()) {
    const response = await post(testApp.app, '/core/v1/connect/petra/request/', device, headers(device.device_id));
    expect(response.statusCode).toBe(200);
    return response.json().data as { nonce: string; message: string; expires_in: number };
  }

  async function signInWith(wallet: Wallet, device = aDevice(), tamper: (body: Record<string, string>) => void = () => {}) {
    const { nonce, message } = await challenge(device);
    const body = { ...device, ...signAsPetra(wallet, testApp.config.providers.petra.application, message, nonce) };
    tamper(body);
    return { response: await post(testApp.app, '/core/v1/connect/petra/', body, headers(device.device_id)), body, device };
  }

  it('issues a five-minute nonce and a message naming the site', async () => {
    const { nonce, message, expires_in } = await challenge();
    expect(expires_in).toBe(300);
    expect(message).toContain(nonce);
    expect(message).toContain(testApp.config.providers.petra.application);
  });

  it('signs in with a valid signature, as a user without a verified email, the same user each time', async () => {
    const wallet = aWallet();
    const first = await signInWith(wallet);
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json().data.created).toBe(true);
    const me = (await get(testApp.app, '/core/v1/me/', { bearer: first.response.json().data.access_token })).json().data;
    expect(me).toMatchObject({ email: null, email_verified: false });

    const second = await signInWith(wallet);
    expect(second.response.statusCode).toBe(200);
    expect(second.response.json().data.created).toBe(false);
    const meAgain = await get(testApp.app, '/core/v1/me/', { bearer: second.response.json().data.access_token });
    expect(meAgain.json().data.id).toBe(me.id);
  });

  it('refuses a nonce used twice', async () => {
    const { response, body, device } = await signInWith(aWallet());
    expect(response.statusCode).toBe(200);

    const replay = await post(testApp.app, '/core/v1/connect/petra/', body, headers(device.device_id));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'NONCE_INVALID' });
  });

  it('refuses an expired nonce', async () => {
    const device = aDevice();
    const { nonce, message } = await challenge(device);
    clock.advance(301);
    const body = { ...device, ...signAsPetra(aWallet(), testApp.config.providers.petra.application, message, nonce) };
    const response = await post(testApp.app, '/core/v1/connect/petra/', body, headers(device.device_id));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NONCE_INVALID' });
  });

  it('refuses a nonce issued to another device', async () => {
    const { nonce, message } = await challenge();
    const device = aDevice();
    const body = { ...device, ...signAsPetra(aWallet(), testApp.config.providers.petra.application, message, nonce) };
    const response = await post(testApp.app, '/core/v1/connect/petra/', body, headers(device.device_id));
    expect(response.json()).toMatchObject({ code: 'NONCE_INVALID' });
  });

  it('refuses a wrong signature', async () => {
    const other = aWallet();
    const { response } = await signInWith(aWallet(), aDevice(), (body) => {
      body.signature = `0x${sign(null, Buffer.from(body.full_message ?? ''), other.privateKey).toString('hex')}`;
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The wallet signature does not match.' });
  });

  it('refuses an address that does not belong to the key', async () => {
    const { response } = await signInWith(aWallet(), aDevice(), (body) => {
      body.address = aWallet().address;
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The address does not belong to this public key.' });
  });

  it('refuses a message signed for another site', async () => {
    const device = aDevice();
    const wallet = aWallet();
    const { nonce, message } = await challenge(device);
    const body = { ...device, ...signAsPetra(wallet, 'evil.example', message, nonce) };
    const response = await post(testApp.app, '/core/v1/connect/petra/', body, headers(device.device_id));
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The signed message was not made for this site.' });
  });
});
