import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import { useAuth } from '@/contexts/auth-context';
import type { HttpClient } from '@/services/http';
import { useTranslation } from 'react-i18next';
import { CHANNEL_PAGE_REVALIDATE_SECONDS } from '@/services/pages/channel-pages';
import { SupportersEntries, type SupportersPage } from './supporters-entries';
import { SupportersFrame } from './supporters-frame';

// Fetches with the gifts' schemas and the HTTP client, which stay out of the page's first load.
const SupportersList = lazy(() => import('./supporters-list').then((module) => ({ default: module.SupportersList })));

/**
 * How long a served list stays as fresh as the page around it: the channel page is rendered again
 * for the next visitor once it is this old.
 */
export const SERVED_SUPPORTERS_FRESH_MS = CHANNEL_PAGE_REVALIDATE_SECONDS * 1000;

const noSubscription = () => () => undefined;

/** Read in the browser after hydration (a server render is fresh by definition). */
const isStale = (served: SupportersPage | null) => served === null || Date.now() - served.renderedAt > SERVED_SUPPORTERS_FRESH_MS;

/**
 * The channel page's supporters: the first page the server rendered the page with is painted with
 * it (so it is there at first paint and never moves the page). The interactive list, with its
 * request code, takes over only when the served page is not enough:
 * - there is none (the API did not answer at render time), or it is older than the page's
 *   revalidation period (a page regenerated for a later visitor);
 * - a signed-in visitor, who may have just sent a gift from another page or device;
 * - a gift sent from this page (`version`), or "Show more".
 * A guest reading a fresh page (the most common visitor) loads none of it.
 * `client`: the page's own core client unless a test brings one.
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
  const { currentUser } = useAuth();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const stale = useSyncExternalStore(
    noSubscription,
    () => isStale(initial),
    () => false,
  );
  const [asked, setAsked] = useState<'more' | null>(null);
  const wanted = stale || version > 0 || currentUser !== null ? 'refresh' : asked;

  // Without a served page the frame says it is loading, as the live list will.
  const served = initial ? (
    <SupportersFrame>
      <SupportersEntries slug={slug} gifts={initial.gifts} />
      {initial.gifts.length < initial.total && (
        <Button disabled={!hydrated || wanted !== null} onClick={() => setAsked('more')}>
          {t('supporters.more')}
        </Button>
      )}
    </SupportersFrame>
  ) : (
    <SupportersFrame />
  );
  if (!hydrated || wanted === null) return served;
  return (
    <Suspense fallback={served}>
      <SupportersList
        slug={slug}
        version={version}
        initial={initial}
        refresh={wanted === 'refresh'}
        more={wanted === 'more'}
        client={client}
      />
    </Suspense>
  );
}
