import { remoteConfigFetchResponse } from '@/contracts/remote-config';
import type { RemoteConfigValues } from './parse';

/**
 * Firebase has no Remote Config emulator: offline, the same two documents come from the API's
 * sandbox, as the JSON strings Firebase would hand over.
 */
export async function fetchFromSandbox(sandboxOrigin: string, fetchImpl: typeof fetch = fetch): Promise<RemoteConfigValues> {
  const response = await fetchImpl(`${sandboxOrigin}/remote-config`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The sandbox remote config answered ${response.status}`);
  const { entries } = remoteConfigFetchResponse.parse(await response.json());
  return { WEB_CONFIG: entries.WEB_CONFIG, THIRD_PARTY_CONFIG: entries.THIRD_PARTY_CONFIG };
}
