import { sessionTokens, type DeviceInfo, type SessionTokens } from '@/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { emulatorIdToken } from './firebase';
import { signedUrl } from './test-app';

let devices = 0;

/** A device the client would describe; each call is a new browser unless an id is given. */
export function aDevice(deviceId = `device-${process.pid}-${++devices}`): DeviceInfo {
  return { device_id: deviceId, device_type: 'web', os: 'Linux', device_name: 'Chromium on Linux' };
}

export interface PostOptions {
  headers?: Record<string, string>;
  bearer?: string;
  /** The caller's address (per-address rate limits). */
  ip?: string;
}

export function post(app: FastifyInstance, path: string, body: unknown, options: PostOptions = {}) {
  return app.inject({
    method: 'POST',
    url: signedUrl(path),
    payload: body as object,
    ...(options.ip && { remoteAddress: options.ip }),
    headers: { ...options.headers, ...(options.bearer && { authorization: `Bearer ${options.bearer}` }) },
  });
}

export function get(app: FastifyInstance, path: string, options: PostOptions = {}) {
  return app.inject({
    method: 'GET',
    url: signedUrl(path),
    ...(options.ip && { remoteAddress: options.ip }),
    headers: { ...options.headers, ...(options.bearer && { authorization: `Bearer ${options.bearer}` }) },
  });
}

/** Signs in through the Google endpoint with an emulator user; returns the tokens. */
export async function signInWithGoogle(app: FastifyInstance, sub: string, device = aDevice()): Promise<SessionTokens> {
  const token = await emulatorIdToken('google.com', { sub, email: `${sub}@example.com`, name: 'Ana Lima' });
  const response = await post(
    app,
    '/core/v1/connect/google/',
    { ...device, firebase_id_token: token },
    {
      headers: { 'device-id': device.device_id },
    },
  );
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionTokens.parse(response.json().data);
}
