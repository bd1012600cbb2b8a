import { z } from 'zod';
import { DEVICE_LINK_CODE_PATTERN } from './device-link-code';
import { safeString } from './safe-string';
import { deviceHeaders, deviceInfo } from './auth';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

/** A link lives this long; the requesting browser polls every `poll_interval` seconds. */
export const DEVICE_LINK_TTL_SECONDS = 120;
export const DEVICE_LINK_POLL_SECONDS = 2;

export { DEVICE_LINK_CODE_PATTERN };
/** Wrong codes a link takes before it is denied, so the code cannot be guessed. */
export const DEVICE_LINK_CODE_ATTEMPTS = 5;

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
  /** Shown on the requesting screen; the approver types it, proving they see that screen. */
  code: z.string(),
  expires_in: z.number().int().nonnegative(),
  poll_interval: z.number().int().positive(),
});
export type CreatedDeviceLink = z.infer<typeof createdDeviceLink>;

export const deviceLinkState = z.object({
  status: deviceLinkStatus,
  expires_in: z.number().int().nonnegative(),
});
export type DeviceLinkState = z.infer<typeof deviceLinkState>;

/**
 * What the server itself saw of the requesting browser, which the requester cannot dress up:
 * its address and network, browser and OS parsed from its User-Agent, and the link's age.
 */
export const observedRequester = z.object({
  ip: z.string().nullable(),
  /** The address's network: `203.0.113.0/24`, or a /48 for IPv6. */
  network: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  age_seconds: z.number().int().nonnegative(),
});
export type ObservedRequester = z.infer<typeof observedRequester>;

/** What the approving user sees before deciding; `device_name`, `device_type`, `os` are only what the requester claims. */
export const scannedDeviceLink = deviceLinkState.extend({
  link_id: z.uuid(),
  device_name: z.string(),
  device_type: z.string(),
  os: z.string(),
  observed: observedRequester,
});
export type ScannedDeviceLink = z.infer<typeof scannedDeviceLink>;

const linkParams = z.object({ link_id: z.uuid() });
const secretHeaders = z.object({ 'x-device-link-secret': safeString().min(1).max(256) });

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

const decision = (verb: 'scan' | 'deny', summary: string, answer: z.ZodObject) =>
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

/** Called on the approver's action (a button), never by merely opening the page. */
export const scanDeviceLinkEndpoint = decision(
  'scan',
  'Take a QR link to decide: shows what the server saw of the requester',
  scannedDeviceLink,
);
export const denyDeviceLinkEndpoint = decision('deny', 'Refuse the requesting browser', deviceLinkState);

export const approveDeviceLinkBody = z.object({
  code: safeString().regex(DEVICE_LINK_CODE_PATTERN, 'Type the 6 digits shown on the other screen.'),
});

export const approveDeviceLinkEndpoint = defineEndpoint({
  id: 'approveDeviceLink',
  method: 'POST',
  path: '/core/v1/device-links/:link_id/approve/',
  summary: 'Let the requesting browser sign in as me, with the code its screen shows (403 DEVICE_LINK_CODE_INVALID)',
  tags: ['device-links'],
  auth: 'bearer',
  params: linkParams,
  body: approveDeviceLinkBody,
  responses: { 200: dataEnvelope(deviceLinkState) },
});

export const deviceLinkEndpoints = [
  createDeviceLinkEndpoint,
  getDeviceLinkStatusEndpoint,
  followDeviceLinkEndpoint,
  scanDeviceLinkEndpoint,
  approveDeviceLinkEndpoint,
  denyDeviceLinkEndpoint,
] as const;
