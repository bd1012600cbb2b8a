import type { DeviceInfo } from '@/contracts/auth';
import {
  approveDeviceLinkEndpoint,
  createDeviceLinkEndpoint,
  denyDeviceLinkEndpoint,
  getDeviceLinkStatusEndpoint,
  scanDeviceLinkEndpoint,
} from '@/contracts/device-links';
import type { HttpClient } from '@/services/http';
import { callEndpoint } from '@/services/api/endpoint-call';

/** Starts a QR sign-in; the answer's `secret` stays in memory and only ever travels in a header. */
export const createDeviceLink = (device: DeviceInfo, client?: HttpClient) =>
  callEndpoint(createDeviceLinkEndpoint, { body: device, headers: { 'device-id': device.device_id }, client });

export const getDeviceLinkStatus = (linkId: string, secret: string, client?: HttpClient) =>
  callEndpoint(getDeviceLinkStatusEndpoint, { params: { link_id: linkId }, headers: { 'x-device-link-secret': secret }, client });

export const scanDeviceLink = (linkId: string, client?: HttpClient) =>
  callEndpoint(scanDeviceLinkEndpoint, { params: { link_id: linkId }, client });

export const approveDeviceLink = (linkId: string, client?: HttpClient) =>
  callEndpoint(approveDeviceLinkEndpoint, { params: { link_id: linkId }, client });

export const denyDeviceLink = (linkId: string, client?: HttpClient) =>
  callEndpoint(denyDeviceLinkEndpoint, { params: { link_id: linkId }, client });
