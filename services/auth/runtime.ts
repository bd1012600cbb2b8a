import type { DeviceInfo } from '@/contracts/auth';
import { getDeviceId, getDeviceInfo } from '@/services/auth/device-info';
import { getSession } from '@/services/auth/browser-session';
import type { SessionStore } from '@/services/auth/session-store';
import { browserApi, type HttpClient, type HttpFailure } from '@/services/http';
import { getMe } from '@/services/api/auth/me';

/**
 * Everything the auth context needs from outside React. It is one module so that the context can
 * import it on demand: the session store, the HTTP client and the contracts' schemas then stay
 * out of the first-load bundle of every page.
 */
export interface AuthRuntime {
  session: SessionStore;
  client: HttpClient;
  /** Null where no id can exist (no crypto, no window): sign-ins are then skipped. */
  deviceId(): string | null;
  deviceInfo(): Promise<DeviceInfo>;
}

export function createAuthRuntime(overrides: Partial<AuthRuntime> = {}): AuthRuntime {
  return {
    session: overrides.session ?? getSession(),
    client: overrides.client ?? browserApi().core,
    deviceId:
      overrides.deviceId ??
      (() => {
        try {
          return getDeviceId();
        } catch {
          return null;
        }
      }),
    deviceInfo: overrides.deviceInfo ?? (() => getDeviceInfo()),
  };
}

/**
 * Code and message of a failed sign-in, for whoever watches the logs. A warning, not an error:
 * a refused sign-in is an expected outcome that the user already sees in the snackbar.
 */
export function reportSignInFailure(method: string, code: string, message: string): void {
  console.warn(`[auth] ${method} sign-in failed`, { code, message });
}

/**
 * Fetches the user of the current tokens and makes that account current. With
 * `walletOnlyVerified` (Petra, spec §4) an unverified email keeps the tokens without a user.
 *
 * Another tab may make another account current while the user is fetched (the store re-reads
 * storage on its `storage` event). A restore or a switch in this tab then follows that tab: its
 * answer is dropped, not written back over the other tab's choice. A sign-in made in this tab is
 * the newer action: its tokens are put back and its account becomes current in every tab.
 */
export async function adoptUser(runtime: AuthRuntime, walletOnlyVerified = false): Promise<HttpFailure | null> {
  const before = runtime.session.getSnapshot();
  const me = await getMe(runtime.client);
  if (!me.ok) return me;
  if (walletOnlyVerified && !me.data.data.email_verified) return null;
  if (runtime.session.getSnapshot().userId !== before.userId) {
    if (before.userId !== null || !before.tokens) return null;
    runtime.session.resumeSignIn(before.tokens);
  }
  runtime.session.setUser(me.data.data);
  return null;
}

/** After a sign-out: the first other stored account with usable tokens becomes current. */
export async function moveToNextAccount(runtime: AuthRuntime): Promise<void> {
  for (const userId of Object.keys(runtime.session.accounts())) {
    if (runtime.session.switchAccount(userId)) {
      await adoptUser(runtime);
      return;
    }
  }
}
