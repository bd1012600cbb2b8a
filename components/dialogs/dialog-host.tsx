import { Suspense, lazy } from 'react';
import { useAuth } from '@/contexts/auth-context';
import { useBalance } from '@/contexts/balance-context';
import { useSandboxChooser } from '@/hooks/use-sandbox-chooser';

const TurnstileDialog = lazy(() => import('@/components/auth/turnstile-dialog'));
const LoginDialog = lazy(() => import('@/components/auth/login-dialog'));
const SwitchAccountDialog = lazy(() => import('@/components/auth/switch-account-dialog'));
const SandboxAccountChooser = lazy(() => import('@/components/auth/sandbox-account-chooser'));
const CheckoutResultDialog = lazy(() => import('@/components/wallet/checkout-result-dialog'));

/**
 * Every app-wide dialog, mounted once by `AppProviders`. Contexts hold the state that opens a
 * dialog (and the actions it calls); the dialog itself is a component loaded on first use, so
 * no page pays for dialogs it never opens and no context imports a component.
 * To add one: a lazy import here and one line that renders it while its context says so.
 */
export function DialogHost() {
  const { turnstile, dialogs } = useAuth();
  const chooser = useSandboxChooser();
  const { checkoutResult } = useBalance();
  return (
    <Suspense fallback={null}>
      {turnstile && <TurnstileDialog />}
      {dialogs.login && <LoginDialog />}
      {dialogs.switchAccount && <SwitchAccountDialog />}
      {chooser && <SandboxAccountChooser provider={chooser.provider} onClose={chooser.resolve} />}
      {checkoutResult && <CheckoutResultDialog />}
    </Suspense>
  );
}
