import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_COUNTRY } from '@/services/payments/country-header';

export interface CountryState {
  /** ISO 3166 alpha-2; `US` until the visitor's country is known (spec §3). */
  country: string;
  isLoading: boolean;
  /** The user's own choice, which wins over the detected country. */
  setCountry: (country: string) => void;
}

interface ProviderValue extends CountryState {
  /** Starts the detection the first time a consumer needs the country. */
  request: () => void;
}

const CountryContext = createContext<ProviderValue | undefined>(undefined);

const detect = async () => (await import('@/services/payments/geo-lookup')).detectCountry();

/**
 * The visitor's country. Detection runs only once a screen asks for it, so pages that show no
 * prices make no geo request. `detectCountry` replaces the lookup in tests.
 */
export function CountryProvider({ children, detectCountry = detect }: { children: ReactNode; detectCountry?: () => Promise<string> }) {
  const [country, setCountryState] = useState(DEFAULT_COUNTRY);
  const [isLoading, setLoading] = useState(false);
  const started = useRef(false);
  const chosen = useRef(false);

  const request = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoading(true);
    void detectCountry().then((detected) => {
      if (!chosen.current) setCountryState(detected);
      setLoading(false);
    });
  }, [detectCountry]);

  const setCountry = useCallback((next: string) => {
    chosen.current = true;
    setCountryState(next.toUpperCase());
  }, []);

  const value = useMemo(() => ({ country, isLoading, setCountry, request }), [country, isLoading, setCountry, request]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

export function useCountry(): CountryState {
  const context = useContext(CountryContext);
  if (!context) throw new Error('useCountry must be used inside CountryProvider');
  const { request } = context;
  useEffect(() => request(), [request]);
  return context;
}
