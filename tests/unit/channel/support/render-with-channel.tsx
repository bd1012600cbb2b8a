import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ThemeProvider } from '@mui/material/styles';
import type { CurrentUser } from '@/contracts/auth';
import { AuthProvider } from '@/contexts/auth-context';
import { ChannelProvider } from '@/contexts/channel-context';
import { LanguageProvider } from '@/contexts/language-context';
import { LoadingDialogProvider } from '@/contexts/loading-dialog-context';
import { SnackbarProvider } from '@/contexts/snackbar-context';
import { createAuthRuntime } from '@/services/api/auth/runtime';
import { createSessionStore } from '@/services/auth/session-store';
import { createApiClients } from '@/services/http/api-clients';
import { theme } from '@/theme/theme';
import type { FakeChannelApi } from './fake-channel-api';

const DEVICE = { device_id: 'device-1', device_type: 'desktop', os: 'Linux', device_name: 'Chrome on Linux' };

export function userNamed(id: string): CurrentUser {
  return { id, email: `${id}@example.test`, display_name: id[0]?.toUpperCase() + id.slice(1), email_verified: true };
}

/** Stores these accounts on the device the way sign-ins would; the first one is current. */
export function signedInDevice(api: FakeChannelApi, ...users: CurrentUser[]) {
  const stored = createSessionStore();
  for (const user of [...users].reverse()) {
    stored.signIn({ access_token: api.tokenFor(user), refresh_token: `rt-${user.id}`, expires_in: 900 });
    stored.setUser(user);
  }
}

/**
 * The app's provider order down to the channel, talking to `api` over real HTTP. Synchronous, so
 * that start-up updates happen inside the test's first wait (which wraps them in act).
 */
export function renderWithChannel(ui: ReactElement, api: FakeChannelApi, i18n: I18n) {
  const session = createSessionStore();
  const client = createApiClients({
    apiHost: api.origin,
    billingHost: api.origin,
    tokens: session,
    refresh: { deviceInfo: async () => DEVICE, reload: () => undefined },
  }).core;
  const load = async () => createAuthRuntime({ session, client, deviceInfo: async () => DEVICE });
  const view = render(
    <ThemeProvider theme={theme} defaultMode="light">
      <LanguageProvider i18n={i18n}>
        <SnackbarProvider>
          <LoadingDialogProvider>
            <AuthProvider load={load}>
              <ChannelProvider client={client}>{ui}</ChannelProvider>
            </AuthProvider>
          </LoadingDialogProvider>
        </SnackbarProvider>
      </LanguageProvider>
    </ThemeProvider>,
  );
  return { ...view, session };
}
