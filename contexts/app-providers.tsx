import { type ReactNode, Suspense, lazy } from 'react';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { useReferralTracking } from '@/hooks/use-referral-tracking';
import { useInstallableApp } from '@/hooks/use-installable-app';
import type { AuthRuntime } from '@/services/auth/runtime';
import type { ApiClients, HttpClient } from '@/services/http';

import { theme } from '@/theme/theme';
import { AuthProvider } from './auth-context';
import { BalanceProvider } from './balance-context';
import { ChannelProvider } from './channel-context';
import { CountryProvider } from './country-context';
import { LanguageProvider } from './language-context';
import { LoadingDialogProvider } from './loading-dialog-context';
import { PaymentConfigProvider } from './payment-config-context';
import { RemoteConfigProvider } from './remote-config-context';
import { SnackbarProvider } from './snackbar-context';

/** What tests replace (`renderApp`): the auth runtime and the API client; the page uses its own. */
export interface AppServices {
  loadAuthRuntime?: () => Promise<AuthRuntime>;
  client?: HttpClient;
  /** The payments and billing clients of the wallet providers. */
  clients?: ApiClients;
}

/**
 * The theme's CSS variables (both colour schemes, switched by a class) and the baseline are static
 * global style sheets: the server renders them into every page's head, and the browser keeps
 * those instead of generating and serializing them again while it hydrates. They render no
 * element, so hydration sees the same tree either way. Transitions are turned off around a scheme
 * change by the theme toggle (hooks/use-theme-mode.ts), not by the provider, which also did so
 * when it applied the stored scheme at start-up.
 */
const RENDERED_ON_SERVER = typeof window === 'undefined';

const MonitoringSession = lazy(() => import('@/components/monitoring/monitoring-session'));

/**
 * The one place where the app's providers are nested; the order is the dependency order.
 * Theme and language come first (everything renders text and colour), then the feedback
 * surfaces (snackbar, loading dialog) that the data providers report through, then remote
 * configuration (any component reads its flags; its documents arrive after the page is
 * interactive, fetched by components/monitoring/monitoring-session.tsx, a chunk loaded after
 * hydration that also starts monitoring), then the session, then the data of the signed-in user
 * (the channel), which is keyed by the session's user.
 * The wallet's providers (balance, payment config, country) sit inside the session's.
 * The composition root is the one file of `contexts/` that imports components: the dialog host,
 * inside every provider, so each dialog reads the state that opens it.
 */
export function AppProviders({ i18n, services = {}, children }: { i18n: I18n; services?: AppServices; children: ReactNode }) {
  useReferralTracking();
  useInstallableApp();
  return (
    <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration={!RENDERED_ON_SERVER}>
      {RENDERED_ON_SERVER && <CssBaseline enableColorScheme />}
      <LanguageProvider i18n={i18n}>
        <SnackbarProvider>
          <LoadingDialogProvider>
            <RemoteConfigProvider>
              <AuthProvider load={services.loadAuthRuntime}>
                <Suspense fallback={null}>
                  <MonitoringSession />
                </Suspense>
                <ChannelProvider client={services.client}>
                  <BalanceProvider clients={services.clients}>
                    <PaymentConfigProvider clients={services.clients}>
                      <CountryProvider>
                        {children}
                        <DialogHost />
                      </CountryProvider>
                    </PaymentConfigProvider>
                  </BalanceProvider>
                </ChannelProvider>
              </AuthProvider>
            </RemoteConfigProvider>
          </LoadingDialogProvider>
        </SnackbarProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}
