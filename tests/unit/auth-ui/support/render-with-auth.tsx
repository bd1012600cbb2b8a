import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider } from '@/contexts/auth-context';
import { LanguageProvider } from '@/contexts/language-context';
import { LoadingDialogProvider } from '@/contexts/loading-dialog-context';
import { SnackbarProvider } from '@/contexts/snackbar-context';
import { createSessionStore, type SessionStore } from '@/services/auth/session-store';
import { createAuthRuntime } from '@/services/api/auth/runtime';
import { createApiClients } from '@/services/http/api-clients';
import { theme } from '@/theme/theme';
import type { FakeCoreApi } from './fake-core-api';

export const TEST_DEVICE = { device_id: 'device-1', device_type: 'desktop', os: 'Linux', device_name: 'Chrome on Linux' };

/** The app's provider order, with the auth runtime talking to `api` over real HTTP. */
export function renderWithAuth(ui: ReactElement, i18n: I18n, api: FakeCoreApi, session: SessionStore = createSessionStore()) {
  const client = createApiClients({
    apiHost: api.origin,
    billingHost: api.origin,
    tokens: session,
    refresh: { deviceInfo: async () => TEST_DEVICE, reload: () => undefined },
  }).core;
  const load = async () => createAuthRuntime({ session, client, deviceInfo: async () => TEST_DEVICE });
  const view = render(
    <ThemeProvider theme={theme} defaultMode="light">
      <LanguageProvider i18n={i18n}>
        <SnackbarProvider>
          <LoadingDialogProvider>
            <AuthProvider load={load}>{ui}</AuthProvider>
          </LoadingDialogProvider>
        </SnackbarProvider>
      </LanguageProvider>
    </ThemeProvider>,
  );
  return { ...view, session };
}

export function userNamed(id: string, overrides: Partial<{ email_verified: boolean }> = {}) {
  return { id, email: `${id}@example.test`, display_name: id[0]?.toUpperCase() + id.slice(1), email_verified: true, ...overrides };
}
