import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import { InfoHero } from '@/components/info/info-hero';
import { publicConfig } from '@/services/config/public-config';
import { useTranslation } from 'react-i18next';
import { appLink, handOffToApp, safeAppPath } from '@/services/pwa/app-handoff';

interface OpenAppViewProps {
  /** Goes to the app's address; the browser's location by default, a spy in tests. */
  navigate?: (url: string) => void;
  scheme?: string;
}

const openInBrowser = (url: string) => window.location.assign(url);
const noSubscription = () => () => undefined;

/**
 * Tries the app once the page is hydrated and the query is known, and goes on to /download in
 * the page's language when the app did not take over. The visitor can retry or stay on the web:
 * "Continue in the browser" goes to the path whenever it is pressed, and the fallback never
 * overrides it. The page says "Opening…" only for the handoff's timeout.
 */
export function OpenAppView({ navigate = openInBrowser, scheme = publicConfig.appScheme }: OpenAppViewProps) {
  const { t } = useTranslation('open-app');
  const router = useRouter();
  const path = router.isReady ? safeAppPath(router.query.path) : undefined;
  const cancel = useRef<(() => void) | null>(null);
  const [opened, setOpened] = useState(false);
  // The served page and the hydrating one render alike (a button); the link once the query is known.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const tryApp = useCallback(() => {
    cancel.current?.();
    setOpened(false);
    cancel.current = handOffToApp({
      url: appLink(scheme, path),
      navigate,
      onMissing: () => void router.replace('/download', undefined, { locale: router.locale }),
      onTookOver: () => setOpened(true),
    });
  }, [navigate, path, router, scheme]);

  // Tried once per page, when the query is known: the router changes identity on every route
  // event, the fallback's included, which must not try the app again.
  const latestTry = useRef(tryApp);
  useEffect(() => {
    latestTry.current = tryApp;
  });
  useEffect(() => {
    if (!router.isReady) return;
    latestTry.current();
    return () => cancel.current?.();
  }, [router.isReady]);

  return (
    <InfoHero
      title={opened ? t('openedHeading') : t('heading')}
      lead={opened ? t('openedLead') : t('lead')}
      actions={
        <>
          <Button variant="contained" size="large" onClick={tryApp}>
            {t('retry')}
          </Button>
          {hydrated && router.isReady ? (
            <Button component={AppLink} href={path ?? '/'} onClick={() => cancel.current?.()} variant="outlined" size="large">
              {t('browser')}
            </Button>
          ) : (
            // The path is not known before the query is: a press then would lose it.
            <Button disabled variant="outlined" size="large">
              {t('browser')}
            </Button>
          )}
        </>
      }
    />
  );
}
