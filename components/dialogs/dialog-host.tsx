import { Suspense, lazy } from 'react';
import { useAuth } from '@/contexts/auth-context';
import { useBalance } from '@/contexts/balance-context';
import { useLoadingDialogView } from '@/contexts/loading-dialog-context';
import { useSnackbarView } from '@/contexts/snackbar-context';
import { useSandboxChooser } from '@/hooks/use-sandbox-chooser';

const AppSnackbar = lazy(() => import('@/components/ui/app-snackbar'));
const LoadingDialog = lazy(() => import('@/components/ui/loading-dialog'));
const TurnstileDialog = lazy(() => import('@/components/auth/turnstile-dialog'));
const LoginDialog = lazy(() => import('@/components/auth/login-dialog'));
const SwitchAccountDialog = lazy(() => import('@/components/auth/switch-account-dialog'));
const SandboxAccountChooser = lazy(() => import('@/components/auth/sandbox-account-chooser'));
const CheckoutResultDialog = lazy(() => import('@/components/wallet/checkout-result-dialog'));

/**
 * Every app-wide dialog and the snackbar, mounted once by `AppProviders`. Contexts hold the state
 * that opens a dialog (and the actions it calls); the dialog itself is a component loaded on first
 * use, so no page pays for dialogs it never opens and no context imports a component.
 * To add one: a lazy import here and one line that renders it while its context says so.
 */
export function DialogHost() {
  const snackbar = useSnackbarView();
  const loading = useLoadingDialogView();
  const { turnstile, dialogs } = useAuth();
  const chooser = useSandboxChooser();
  const { shown } = snackbar;
  const { checkoutResult } = useBalance();
  // One boundary each: a dialog whose code is still loading must not hide the others.
  return (
    <>
      <Suspense fallback={null}>
        {shown && (
          <AppSnackbar
            key={shown.id}
            open={shown.open}
            message={shown.message}
            severity={shown.severity}
            autoHideDuration={shown.autoHideDuration}
            onClose={snackbar.close}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>{loading && <LoadingDialog open={loading.open} label={loading.label} />}</Suspense>
      <Suspense fallback={null}>{turnstile && <TurnstileDialog />}</Suspense>
      <Suspense fallback={null}>{dialogs.login && <LoginDialog />}</Suspense>
      <Suspense fallback={null}>{dialogs.switchAccount && <SwitchAccountDialog />}</Suspense>
      <Suspense fallback={null}>{chooser && <SandboxAccountChooser provider={chooser.provider} onClose={chooser.resolve} />}</Suspense>
      {/* After the start-up's loading dialog, which would otherwise take its focus as it opens. */}
      <Suspense fallback={null}>{checkoutResult && !loading?.open && <CheckoutResultDialog />}</Suspense>
    </>
  );
}
