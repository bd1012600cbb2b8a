import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { localizedPath } from '@/services/i18n/localized-path';

/** How long a channel page is served from the cache before it is rendered again (pages/[slug].tsx). */
export const CHANNEL_PAGE_REVALIDATE_SECONDS = 30;

/** The web app's route that renders a channel's cached pages again (pages/api/channel-pages.ts). */
export const CHANNEL_PAGES_ROUTE = '/api/channel-pages';
const TIMEOUT_MS = 10_000;

/** Every URL a channel's page is cached under: `/@slug` and `/slug`, in each language. */
export function channelPagePaths(slug: string): string[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => [localizedPath(`/@${slug}`, language), localizedPath(`/${slug}`, language)]);
}

/**
 * Asks the web app to render the signed-in owner's channel pages again, so an edit (or a new
 * channel at an address someone already opened) shows to everyone at once instead of after the
 * pages' revalidation delay. Best effort: the pages catch up by themselves anyway.
 */
export async function refreshChannelPages(): Promise<void> {
  await post(undefined);
}

/** How recent a channel's newest gift must be for a fan to have its pages rendered again. */
export const GIFT_REFRESH_WINDOW_MS = 120_000;

/**
 * After a gift: renders the gifted channel's pages again, so the next visitor (a guest included)
 * sees the gift at once instead of after the pages' revalidation. Best effort, like an edit's.
 */
export async function refreshGiftedChannelPages(slug: string): Promise<void> {
  await post({ gifted: slug });
}

async function post(body: { gifted: string } | undefined): Promise<void> {
  try {
    await fetch(CHANNEL_PAGES_ROUTE, {
      method: 'POST',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    // Offline or timed out: the cached pages expire on their own.
  }
}
