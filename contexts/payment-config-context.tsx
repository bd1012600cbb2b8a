import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { StripeConfig } from '@/contracts/payments';
import type { ApiClients } from '@/services/http';
import { useAuth } from './auth-context';

export interface PaymentConfigState {
  /** True until the first answer (spec §4: loading starts true, then false). */
  isLoading: boolean;
  /** The card provider's configuration; null when it failed to load. */
  config: StripeConfig | null;
}

interface ProviderValue extends PaymentConfigState {
  request: () => void;
}

const PaymentConfigContext = createContext<ProviderValue | undefined>(undefined);

const paymentsApi = () => import('@/services/api/wallet/payments');

/**
 * The card provider's configuration. It is fetched once a screen that pays asks for it (and a user
 * is signed in: the endpoint needs a session), not on every page. `clients` replaces the page's
 * API clients (tests).
 */
export function PaymentConfigProvider({ children, clients }: { children: ReactNode; clients?: ApiClients }) {
  const { currentUser } = useAuth();
  const signedIn = currentUser !== null;
  const [isLoading, setLoading] = useState(true);
  const [config, setConfig] = useState<StripeConfig | null>(null);
  const [wanted, setWanted] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    if (!wanted || !signedIn || loaded.current) return;
    loaded.current = true;
    void (async () => {
      const answer = await (await paymentsApi()).getStripeConfig(clients);
      if (answer.ok && answer.status === 200 && answer.data.data) {
        setConfig(answer.data.data);
      } else {
        setConfig(null);
        console.error('Get Stripe Config Error', answer.ok ? 'empty answer' : answer.code);
      }
      setLoading(false);
    })();
  }, [wanted, signedIn, clients]);

  const request = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ isLoading, config, request }), [isLoading, config, request]);
  return <PaymentConfigContext.Provider value={value}>{children}</PaymentConfigContext.Provider>;
}

export function usePaymentConfig(): PaymentConfigState {
  const context = useContext(PaymentConfigContext);
  if (!context) throw new Error('usePaymentConfig must be used inside PaymentConfigProvider');
  const { request } = context;
  useEffect(() => request(), [request]);
  return context;
}
