import { createPublicKey, verify } from 'node:crypto';
import { sha3_256 } from '@noble/hashes/sha3.js';

export interface PetraSignIn {
  address: string;
  publicKey: string;
  /** What the wallet signed, as its `signMessage` answer gives it back. */
  fullMessage: string;
  signature: string;
  /** The nonce our server issued for this sign-in. */
  nonce: string;
  /** Our application, as the wallet writes it (`ProviderConfig['petra'].application`). */
  application: string;
}

export type PetraVerification =
  | { ok: true }
  | {
      ok: false;
      reason: 'BAD_SIGNATURE' | 'ADDRESS_MISMATCH' | 'NONCE_MISSING' | 'APPLICATION_MISSING' | 'MALFORMED';
    };

/**
 * The `message` the web asks the wallet to sign. The wallet wraps it as
 * `APTOS\naddress: …\napplication: …\nchainId: …\nmessage: …\nnonce: …` (each optional line only
 * when requested); sign-in asks for `application: true`, since only the wallet can vouch for the
 * site that asked.
 */
export function petraMessage(nonce: string, application: string): string {
  return `Sign in to Starlit on ${application}. This proves you own this wallet; it sends no transaction and costs nothing. Code: ${nonce}`;
}

/** Ed25519 keys in SubjectPublicKeyInfo: this fixed prefix, then the 32 raw key bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** Authentication-key scheme byte of a single Ed25519 key. */
const ED25519_SCHEME = 0x00;

function hexBytes(value: string, length?: number): Buffer | null {
  const digits = value.startsWith('0x') || value.startsWith('0X') ? value.slice(2) : value;
  if (digits.length === 0 || digits.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(digits)) return null;
  const bytes = Buffer.from(digits, 'hex');
  return length === undefined || bytes.length === length ? bytes : null;
}

/** Aptos writes addresses as 32 bytes; short forms drop leading zeros (`0x1`). */
export function normalizeAptosAddress(address: string): string | null {
  const digits = address.replace(/^0[xX]/, '');
  if (!/^[0-9a-fA-F]{1,64}$/.test(digits)) return null;
  return `0x${digits.toLowerCase().padStart(64, '0')}`;
}

/** The address of an account created from an Ed25519 key: SHA3-256(public key ‖ 0x00). */
export function aptosAddressOf(publicKey: Uint8Array): string {
  const input = new Uint8Array(publicKey.length + 1);
  input.set(publicKey);
  input[publicKey.length] = ED25519_SCHEME;
  return `0x${Buffer.from(sha3_256(input)).toString('hex')}`;
}

/** A host or an origin, compared by host so `https://app.example` and `app.example` agree. */
function hostOf(value: string): string {
  const text = value.trim().toLowerCase();
  try {
    return new URL(text).host || text;
  } catch {
    return text;
  }
}

interface SignedLines {
  header: Map<string, string>;
  nonce: string | undefined;
}

/**
 * Splits the full message: header lines up to `message:`, and the `nonce:` line, which comes
 * last. The message itself may span lines, so nothing inside it counts as a header.
 */
function readFullMessage(fullMessage: string): SignedLines | null {
  const lines = fullMessage.split('\n');
  if (lines[0] !== 'APTOS') return null;
  const header = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (line.startsWith('message: ')) break;
    const mark = line.indexOf(': ');
    if (mark > 0) header.set(line.slice(0, mark), line.slice(mark + 2));
  }
  const last = lines[lines.length - 1] ?? '';
  return { header, nonce: last.startsWith('nonce: ') ? last.slice('nonce: '.length) : undefined };
}

/** Petra signs the UTF-8 bytes of the full message as they are, with no hashing of its own. */
function signatureValid(publicKey: Buffer, fullMessage: string, signature: Buffer): boolean {
  try {
    const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
    return verify(null, Buffer.from(fullMessage, 'utf8'), key, signature);
  } catch {
    // 32 bytes that are not a point on the curve: no signature can be valid for them.
    return false;
  }
}

export function verifyPetraSignIn(input: PetraSignIn): PetraVerification {
  const publicKey = hexBytes(input.publicKey, 32);
  const signature = hexBytes(input.signature, 64);
  const address = normalizeAptosAddress(input.address);
  const lines = readFullMessage(input.fullMessage);
  if (!publicKey || !signature || !address || !lines || input.fullMessage.length > 4096) {
    return { ok: false, reason: 'MALFORMED' };
  }

  if (!signatureValid(publicKey, input.fullMessage, signature)) return { ok: false, reason: 'BAD_SIGNATURE' };

  const signedAddress = lines.header.get('address');
  if (aptosAddressOf(publicKey) !== address || (signedAddress !== undefined && normalizeAptosAddress(signedAddress) !== address)) {
    return { ok: false, reason: 'ADDRESS_MISMATCH' };
  }
  if (lines.nonce !== input.nonce) return { ok: false, reason: 'NONCE_MISSING' };
  const application = lines.header.get('application');
  if (application === undefined || hostOf(application) !== hostOf(input.application)) {
    return { ok: false, reason: 'APPLICATION_MISSING' };
  }
  return { ok: true };
}
