import type { CurrentUser } from '@/contracts/auth';
import { createSessionStore } from '@/services/auth/session-store';
import type { FakeChannelApi } from './fake-channel-api';

/** Stores these accounts on the device the way sign-ins would; the first one is current. */
export function signedInDevice(api: FakeChannelApi, ...users: CurrentUser[]) {
  const stored = createSessionStore();
  for (const user of [...users].reverse()) {
    stored.signIn({ access_token: api.tokenFor(user), refresh_token: `rt-${user.id}`, expires_in: 900 });
    stored.setUser(user);
  }
}
