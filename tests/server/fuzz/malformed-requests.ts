import { channelEndpoints } from '@/contracts/channel';
import { connectEndpoints } from '@/contracts/connect';
import { deviceLinkEndpoints } from '@/contracts/device-links';
import type { EndpointSpec } from '@/contracts/endpoint';
import { meEndpoints } from '@/contracts/me';
import { pricingEndpoints } from '@/contracts/pricing';
import { countryCode } from '@/contracts/wallet';
import { sessionEndpoints } from '@/contracts/session';
import { uploadKey, uploadEndpoints } from '@/contracts/upload';
import fc from 'fast-check';

/** Every endpoint of sign-in, sessions, device links, profile, channels, uploads and public pricing. */
export const SWEPT: readonly EndpointSpec[] = [
  ...connectEndpoints,
  ...sessionEndpoints,
  ...deviceLinkEndpoints,
  ...meEndpoints,
  ...channelEndpoints,
  ...uploadEndpoints,
  ...pricingEndpoints,
];

const DEVICE = { device_id: 'fuzz-device', device_type: 'web', os: 'Linux', device_name: 'Fuzzer' };
const LINK_ID = '5b3b6b1e-2c64-4c59-9a4e-0d1c9c1f7a11';

/** A body each endpoint accepts, so that one broken part at a time is what gets refused. */
const VALID_BODIES: Record<string, unknown> = {
  connectGoogle: { ...DEVICE, firebase_id_token: 't' },
  connectFacebook: { ...DEVICE, firebase_id_token: 't' },
  connectApple: { ...DEVICE, firebase_id_token: 't' },
  connectTwitter: { ...DEVICE, firebase_id_token: 't' },
  connectTelegram: { id: 1, auth_date: 1, hash: '0'.repeat(64) },
  connectTikTok: { ...DEVICE, code: 'c', redirect_uri: 'http://localhost:3000/cb', state: 's' },
  requestPetraChallenge: DEVICE,
  connectPetra: { ...DEVICE, address: '0x1', public_key: '0x1', full_message: 'm', signature: '0x1', nonce: 'n' },
  connectQrcode: { link_id: LINK_ID, secret: 's' },
  refreshTokens: { ...DEVICE, refresh_token: 'r' },
  createDeviceLink: DEVICE,
  approveDeviceLink: { code: '123456' },
  updateMe: { display_name: 'Ana' },
  validateDisplayName: { display_name: 'Ana' },
  syncIdToken: { firebase_id_token: 't' },
  createMyChannel: { slug: 'fuzz-channel', display_name: 'Ana' },
  updateMyChannel: { bio: 'Hi.' },
  checkSlug: { slug: 'fuzz-channel' },
};

const VALID_HEADERS: Record<string, string> = {
  'device-id': DEVICE.device_id,
  'x-device-link-secret': 's',
};

export interface MalformedRequest {
  endpoint: string;
  broken: string;
  method: EndpointSpec['method'];
  path: string;
  query: Record<string, string>;
  /** `undefined` signs the path; a string replaces the signature. */
  signature?: string | null;
  headers: Record<string, string>;
  /** Sent as is with a JSON content type; undefined sends no body. */
  payload?: string;
  /** Whether to send the sweep user's valid bearer token. */
  bearer: boolean | string;
}

const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.~!*()/:;<>@[]{}|^ '.split('')), maxLength: 80 });
const tooLong = (min: number) => fc.string({ unit: fc.constantFrom('a', 'Z', '7', '-'), minLength: min, maxLength: min + 40 });

/** A query each endpoint accepts, and queries it must refuse; by default a sign-in provider. */
const VALID_QUERIES: Record<string, Record<string, string>> = {
  getMyChannel: { auto_create: '0' },
  suggestSlug: { q: 'Ana Lima' },
  generateUploadUrl: { key: 'channel/avatar.png' },
  getPricing: { country: 'TH' },
};
const BROKEN_QUERIES: Record<string, fc.Arbitrary<Record<string, string>>> = {
  getMyChannel: printable.filter((value) => value !== '0' && value !== '1').map((auto_create) => ({ auto_create })),
  suggestSlug: fc.oneof(fc.constantFrom('', '   '), tooLong(201)).map((q) => ({ q })),
  generateUploadUrl: printable.filter((key) => !uploadKey.safeParse(key).success).map((key) => ({ key })),
  getPricing: printable.filter((country) => !countryCode.safeParse(country).success).map((country) => ({ country })),
};
const PATH_PARAM = /:link_id|:slug/;

function base(endpoint: EndpointSpec): MalformedRequest {
  return {
    endpoint: endpoint.id,
    broken: '',
    method: endpoint.method,
    path: endpoint.path.replace(':link_id', LINK_ID).replace(':slug', 'fuzz-channel'),
    query: endpoint.query ? (VALID_QUERIES[endpoint.id] ?? { provider: 'google' }) : {},
    headers: Object.fromEntries(
      Object.keys(endpoint.headers?.shape ?? {})
        .filter((name) => name in VALID_HEADERS)
        .map((name) => [name, VALID_HEADERS[name] ?? '']),
    ),
    ...(endpoint.body && { payload: JSON.stringify(VALID_BODIES[endpoint.id]) }),
    bearer: endpoint.auth === 'bearer',
  };
}

function brokenBodies(endpoint: EndpointSpec): fc.Arbitrary<MalformedRequest>[] {
  const schema = endpoint.body;
  if (!schema) return [];
  const valid = VALID_BODIES[endpoint.id] as Record<string, unknown>;
  const wrongValue = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    printable,
    tooLong(8200),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const oneFieldWrong = fc.tuple(fc.constantFrom(...Object.keys(valid)), wrongValue, fc.boolean()).map(([key, value, drop]) => {
    const body: Record<string, unknown> = { ...valid, [key]: value };
    if (drop) delete body[key];
    return body;
  });
  const anyJson = fc.oneof(fc.anything({ maxDepth: 2 }), oneFieldWrong, oneFieldWrong).filter((value) => !schema.safeParse(value).success);
  const notJson = printable.filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
  return [
    anyJson.map((value) => ({ ...base(endpoint), broken: 'body', payload: JSON.stringify(value) ?? '' })),
    notJson.map((text) => ({ ...base(endpoint), broken: 'json', payload: text })),
  ];
}

function brokenHeaders(endpoint: EndpointSpec): fc.Arbitrary<MalformedRequest>[] {
  const names = Object.keys(endpoint.headers?.shape ?? {});
  if (names.length === 0) return [];
  const badValue = (name: string) =>
    name === 'x-turnstile-challenge'
      ? printable.filter((text) => text.trim() !== '')
      : fc.oneof(fc.constant(''), tooLong(name === 'turnstile' ? 4097 : 257));
  return [
    fc
      .constantFrom(...names)
      .chain((name) => fc.tuple(fc.constant(name), badValue(name), fc.boolean()))
      .filter(([name, , drop]) => !drop || name in VALID_HEADERS)
      .map(([name, value, drop]) => {
        const request = base(endpoint);
        const headers = { ...request.headers, [name]: value };
        if (drop) delete headers[name];
        return { ...request, broken: `header ${name}`, headers };
      }),
  ];
}

function brokenUrl(endpoint: EndpointSpec): fc.Arbitrary<MalformedRequest>[] {
  const arbitraries: fc.Arbitrary<MalformedRequest>[] = [
    fc
      .oneof(
        fc.constant(null),
        printable,
        fc.integer({ min: 0 }).map((n) => `${n}.${'A'.repeat(43)}=`),
      )
      .map((signature) => ({ ...base(endpoint), broken: 'signature', signature })),
  ];
  if (endpoint.params) {
    arbitraries.push(
      printable
        .filter((text) => text.trim() !== '' && !text.includes('/'))
        .map((id) => ({ ...base(endpoint), broken: 'params', path: endpoint.path.replace(PATH_PARAM, encodeURIComponent(id)) })),
    );
  }
  if (endpoint.query) {
    const broken = BROKEN_QUERIES[endpoint.id] ?? printable.map((provider) => ({ provider }));
    arbitraries.push(broken.map((query) => ({ ...base(endpoint), broken: 'query', query })));
  }
  if (endpoint.auth === 'bearer') {
    arbitraries.push(
      fc
        .oneof(
          fc.constant(false),
          printable,
          printable.map((text) => `Bearer ${text}`),
        )
        .map((bearer) => ({ ...base(endpoint), broken: 'authorization', bearer })),
    );
  }
  return arbitraries;
}

/** Requests to `endpoint`, each broken in exactly one part its contract validates. */
export function malformedRequest(endpoint: EndpointSpec): fc.Arbitrary<MalformedRequest> {
  return fc.oneof(...brokenBodies(endpoint), ...brokenHeaders(endpoint), ...brokenUrl(endpoint));
}
