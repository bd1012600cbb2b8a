import { Suspense, lazy, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import type { HttpClient } from '@/services/http';
import { useTranslation } from '@/services/i18n/react';
import { SupportersEntries, type SupportersPage } from './supporters-entries';
import { SupportersFrame } from './supporters-frame';

// Fetches with the gifts' schemas and the HTTP client, which stay out of the page's first load.
const SupportersList = lazy(() => import('./supporters-list').then((module) => ({ default: module.SupportersList })));

const noSubscription = () => () => undefined;

/**
 * The channel page's supporters: the first page the server rendered the page with is painted with
 * it (so it is there at first paint and never moves the page), then the interactive list takes
 * over in the browser, refreshes it and pages further. Without a served page (the API did not
 * answer at render time) the list loads it. `client`: the page's own core client unless a test brings one.
 */
export function SupportersSection({
  slug,
  version,
  initial,
  client,
}: {
  slug: string;
  version: number;
  initial: SupportersPage | null;
  client?: HttpClient;
}) {
  const { t } = useTranslation('gifts');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Without a served page the frame says it is loading, as the live list will.
  const served = initial ? (
    <SupportersFrame>
      <SupportersEntries gifts={initial.gifts} />
      {initial.gifts.length < initial.total && <Button disabled>{t('supporters.more')}</Button>}
    </SupportersFrame>
  ) : (
    <SupportersFrame />
  );
  if (!hydrated) return served;
  return (
    <Suspense fallback={served}>
      <SupportersList slug={slug} version={version} initial={initial} client={client} />
    </Suspense>
  );
}
