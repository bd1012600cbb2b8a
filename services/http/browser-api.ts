import { getDeviceInfo } from '@/services/auth/device-info';
import { getSession } from '@/services/auth/browser-session';
import { createApiClients, type ApiClients } from './api-clients';

let shared: ApiClients | undefined;

/**
 * The clients of this page, bound to its session, refreshing on 401. During SSR this returns
 * anonymous clients made for the call; use `createServerApi` to act as the request's user.
 */
export function browserApi(): ApiClients {
  if (typeof window === 'undefined') return createApiClients();
  shared ??= createApiClients({
    tokens: getSession(),
    refresh: { deviceInfo: () => getDeviceInfo(), reload: () => window.location.reload() },
  });
  return shared;
}
