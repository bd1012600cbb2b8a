import { useCallback, useEffect, useState } from 'react';
import type { Country, PaymentMethod } from '@/contracts/payments';
import type { StarPackage } from '@/contracts/wallet';
import { listCountries, listPaymentMethods } from '@/services/api/wallet/payments';
import { listStarPackages } from '@/services/api/wallet/balance';

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export interface PackagePages {
  items: StarPackage[];
  total: number;
  page: number;
}

/**
 * What /get-star shows for a country: the countries to choose from, the star packages (20 a page,
 * more appended on demand) and the payment methods offered there. A country change drops answers
 * still on their way for the previous one.
 */
export function useGetStarData(country: string) {
  const [countries, setCountries] = useState<Country[]>([]);
  const [attempt, setAttempt] = useState(0);
  // Answers are tagged with what they were asked for; anything else reads as still loading.
  const key = `${country}:${attempt}`;
  const [packagesFor, setPackages] = useState<{ key: string; load: Load<PackagePages> } | null>(null);
  const [methodsFor, setMethods] = useState<{ key: string; load: Load<PaymentMethod[]> } | null>(null);
  const packages: Load<PackagePages> = packagesFor?.key === key ? packagesFor.load : { status: 'loading' };
  const methods: Load<PaymentMethod[]> = methodsFor?.key === key ? methodsFor.load : { status: 'loading' };
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let active = true;
    void listCountries().then((answer) => active && answer.ok && setCountries(answer.data.data));
    return () => {
      active = false;
    };
  }, [attempt]);

  useEffect(() => {
    let active = true;
    void listStarPackages(country, 1).then((answer) => {
      if (!active) return;
      setPackages({
        key,
        load: answer.ok
          ? { status: 'ready', data: { items: answer.data.data, total: answer.data.meta.total, page: 1 } }
          : { status: 'failed' },
      });
    });
    void listPaymentMethods(country).then((answer) => {
      if (!active) return;
      setMethods({ key, load: answer.ok ? { status: 'ready', data: answer.data.data } : { status: 'failed' } });
    });
    return () => {
      active = false;
    };
  }, [country, key]);

  const loadMore = useCallback(async () => {
    const shown = packagesFor?.key === key ? packagesFor.load : null;
    if (shown?.status !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    const next = shown.data.page + 1;
    const answer = await listStarPackages(country, next);
    setLoadingMore(false);
    if (!answer.ok) return;
    setPackages((current) =>
      current?.key === key && current.load.status === 'ready'
        ? {
            key,
            load: {
              status: 'ready',
              data: { items: [...current.load.data.items, ...answer.data.data], total: answer.data.meta.total, page: next },
            },
          }
        : current,
    );
  }, [country, key, packagesFor, loadingMore]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { countries, packages, methods, loadMore, loadingMore, retry };
}
