import { type RefObject, useEffect, useRef, useState } from 'react';
import { loadTurnstile } from '@/services/auth/turnstile-widget';

/**
 * Renders Cloudflare's Turnstile widget into the returned container while `siteKey` is set, and
 * removes it when the key goes or the component unmounts. `failed`: the script or the widget
 * could not load, so the caller can say so. Shared by the sign-in challenge and the contact form.
 */
export function useTurnstileWidget(
  siteKey: string | null | undefined,
  onSolved: (token: string) => void,
): { container: RefObject<HTMLDivElement | null>; failed: boolean } {
  const container = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!siteKey) return;
    let remove: (() => void) | undefined;
    let active = true;
    loadTurnstile().then(
      (api) => {
        if (!active || !container.current || !api) return;
        const widgetId = api.render(container.current, {
          sitekey: siteKey,
          // The normal widget is 300 px wide: more than a 320 px phone leaves inside a dialog.
          size: container.current.clientWidth < 300 ? 'compact' : 'normal',
          callback: onSolved,
          'error-callback': () => setFailed(true),
        });
        remove = () => api.remove(widgetId);
      },
      () => setFailed(true),
    );
    return () => {
      active = false;
      remove?.();
    };
  }, [siteKey, onSolved]);

  return { container, failed };
}
