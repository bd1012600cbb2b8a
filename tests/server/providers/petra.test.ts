import { aptosAddressOf, petraMessage, verifyPetraSignIn, type PetraSignIn } from '@/server/src/providers/petra';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

const APPLICATION = 'localhost:3000';
const NONCE = 'n0nce-5f2c9a';

/** The last 32 bytes of an Ed25519 SPKI document are the raw public key. */
const rawPublicKey = (key: KeyObject) => key.export({ format: 'der', type: 'spki' }).subarray(-32);

function wallet() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = rawPublicKey(publicKey);
  return { privateKey, publicKey: `0x${raw.toString('hex')}`, address: aptosAddressOf(raw) };
}

/** What Petra's signMessage answers for `{ message, nonce, address: true, application: true, chainId: true }`. */
function signIn(account = wallet(), lines: { address?: string; application?: string; nonce?: string } = {}): PetraSignIn {
  const fullMessage = [
    'APTOS',
    `address: ${lines.address ?? account.address}`,
    `application: ${lines.application ?? `http://${APPLICATION}`}`,
    'chainId: 2',
    `message: ${petraMessage(NONCE, APPLICATION)}`,
    `nonce: ${lines.nonce ?? NONCE}`,
  ].join('\n');
  const signature = sign(null, Buffer.from(fullMessage), account.privateKey).toString('hex');
  return { address: account.address, publicKey: account.publicKey, fullMessage, signature, nonce: NONCE, application: APPLICATION };
}

describe('aptosAddressOf', () => {
  it('matches the Aptos SDK test vector for an Ed25519 key', () => {
    // aptos-labs ts-sdk and go-sdk test data: private key, public key, and the account address.
    const seed = Buffer.from('c5338cd251c22daa8c9c9cc94f498cc8a5c7e1d2e75287a5dda91096fe64efa5', 'hex');
    const privateKey = createPrivateKey({
      key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const publicKey = rawPublicKey(createPublicKey(privateKey));

    expect(publicKey.toString('hex')).toBe('de19e5d1880cac87d57484ce9ed2e84cf0f9599f12e7cc3a52e4e7657a763f2c');
    expect(aptosAddressOf(publicKey)).toBe('0x978c213990c4833df71548df7ce49d54c759d6b6d932de22b24d56060b7af2aa');
    expect(sign(null, Buffer.from('hello world'), privateKey).toString('hex')).toBe(
      '9e653d56a09247570bb174a389e85b9226abd5c403ea6c504b386626a145158cd4efd66fc5e071c0e19538a96a05ddbda24d3c51e1e6a9dacc6bb1ce775cce07',
    );
  });
});

describe('verifyPetraSignIn', () => {
  it('accepts a signature over the full message by the key behind the address', () => {
    expect(verifyPetraSignIn(signIn())).toEqual({ ok: true });
  });

  it('accepts a short address form, a 0x signature, and the application written as a bare host', () => {
    const input = signIn(wallet(), { application: APPLICATION });
    expect(
      verifyPetraSignIn({ ...input, signature: `0x${input.signature}`, address: input.address.toUpperCase().replace('0X', '0x') }),
    ).toEqual({ ok: true });
  });

  it('refuses a signature by another key, or over another message', () => {
    const input = signIn();
    const other = signIn();
    expect(verifyPetraSignIn({ ...input, signature: other.signature })).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(verifyPetraSignIn({ ...input, fullMessage: input.fullMessage.replace('chainId: 2', 'chainId: 1') })).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('refuses an address that does not belong to the public key', () => {
    const input = signIn();
    expect(verifyPetraSignIn({ ...input, address: wallet().address })).toEqual({ ok: false, reason: 'ADDRESS_MISMATCH' });
    const lying = signIn(wallet(), { address: wallet().address });
    expect(verifyPetraSignIn(lying)).toEqual({ ok: false, reason: 'ADDRESS_MISMATCH' });
  });

  it('refuses a message signed for another nonce', () => {
    expect(verifyPetraSignIn(signIn(wallet(), { nonce: 'stale-nonce' }))).toEqual({ ok: false, reason: 'NONCE_MISSING' });
  });

  it('refuses a message another site asked for, or one without the application line', () => {
    expect(verifyPetraSignIn(signIn(wallet(), { application: 'https://evil.example' }))).toEqual({
      ok: false,
      reason: 'APPLICATION_MISSING',
    });
    const account = wallet();
    const fullMessage = `APTOS\nmessage: ${petraMessage(NONCE, APPLICATION)}\nnonce: ${NONCE}`;
    const signature = sign(null, Buffer.from(fullMessage), account.privateKey).toString('hex');
    expect(
      verifyPetraSignIn({
        address: account.address,
        publicKey: account.publicKey,
        fullMessage,
        signature,
        nonce: NONCE,
        application: APPLICATION,
      }),
    ).toEqual({ ok: false, reason: 'APPLICATION_MISSING' });
  });

  it.each([
    ['a short public key', { publicKey: '0xabcd' }],
    ['a non-hex signature', { signature: 'zz'.repeat(64) }],
    ['an address longer than 32 bytes', { address: `0x${'a'.repeat(66)}` }],
    ['a message without the APTOS prefix', { fullMessage: 'hello' }],
  ])('calls input with %s malformed', (_, change) => {
    expect(verifyPetraSignIn({ ...signIn(), ...change })).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});
