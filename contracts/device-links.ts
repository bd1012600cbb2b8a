import { z } from 'zod';
import { deviceHeaders, deviceInfo } from './auth';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

/** A link lives this long; the requesting browser polls every `poll_interval` seconds. */
export const DEVICE_LINK_TTL_SECONDS = 120;
export const DEVICE_LINK_POLL_SECONDS = 2;

export const DEVICE_LINK_STATUSES = ['pending', 'scanned', 'approved', 'denied', 'expired'] as const;
export const deviceLinkStatus = z.enum(DEVICE_LINK_STATUSES);
export type DeviceLinkStatus = z.infer<typeof deviceLinkStatus>;

export const createdDeviceLink = z.object({
  link_id: z.uuid(),
  /** What the QR code encodes: a page of the web app where a signed-in user opens the link. */
  qr_value: z.string(),
  /**
   * Only this browser holds it: it authorises following the link and exchanging it. Sent in the
   * `x-device-link-secret` header or the exchange body, never in a URL.
   */
  secret: z.string(),
  expires_in: z.number().int().nonnegative(),
  poll_interval: z.number().int().positive(),
});
export type CreatedDeviceLink = z.infer<typeof createdDeviceLink>;

export const deviceLinkState = z.object({
  status: deviceLinkStatus,
  expires_in: z.number().int().nonnegative(),
});
export type DeviceLinkState = z.infer<typeof deviceLinkState>;

/** What the approving user sees before deciding. */
export const scannedDeviceLink = deviceLinkState.extend({
  link_id: z.uuid(),
  device_name: z.string(),
  device_type: z.string(),
  os: z.string(),
});
export type ScannedDeviceLink = z.infer<typeof scannedDeviceLink>;

const linkParams = z.object({ link_id: z.uuid() });
const secretHeaders = z.object({ 'x-device-link-secret': z.string().min(1).max(256) });

export const createDeviceLinkEndpoint = defineEndpoint({
  id: 'createDeviceLink',
  method: 'POST',
  path: '/core/v1/device-links/',
  summary: 'Start a QR sign-in for this browser',
  tags: ['device-links'],
  headers: deviceHeaders,
  body: deviceInfo,
  responses: { 201: dataEnvelope(createdDeviceLink) },
});

export const getDeviceLinkStatusEndpoint = defineEndpoint({
  id: 'getDeviceLinkStatus',
  method: 'GET',
  path: '/core/v1/device-links/:link_id/status/',
  summary: 'Where the QR sign-in stands (the requesting browser polls this)',
  tags: ['device-links'],
  params: linkParams,
  headers: secretHeaders,
  responses: { 200: dataEnvelope(deviceLinkState) },
});

export const followDeviceLinkEndpoint = defineEndpoint({
  id: 'followDeviceLink',
  method: 'GET',
  path: '/core/v1/device-links/:link_id/events/',
  summary: 'The same status as server-sent `status` events, until it is final (use fetch: it needs a header)',
  tags: ['device-links'],
  params: linkParams,
  headers: secretHeaders,
  produces: 'text/event-stream',
  responses: { 200: deviceLinkState },
});

const decision = (verb: 'scan' | 'approve' | 'deny', summary: string, answer: z.ZodObject) =>
  defineEndpoint({
    id: `${verb}DeviceLink`,
    method: 'POST',
    path: `/core/v1/device-links/:link_id/${verb}/`,
    summary,
    tags: ['device-links'],
    auth: 'bearer',
    params: linkParams,
    responses: { 200: dataEnvelope(answer) },
  });

export const scanDeviceLinkEndpoint = decision('scan', 'Open a QR link: shows the requesting device', scannedDeviceLink);
export const approveDeviceLinkEndpoint = decision('approve', 'Let the requesting browser sign in as me', deviceLinkState);
export const denyDeviceLinkEndpoint = decision('deny', 'Refuse the requesting browser', deviceLinkState);

export const deviceLinkEndpoints = [
  createDeviceLinkEndpoint,
  getDeviceLinkStatusEndpoint,
  followDeviceLinkEndpoint,
  scanDeviceLinkEndpoint,
  approveDeviceLinkEndpoint,
  denyDeviceLinkEndpoint,
] as const;
