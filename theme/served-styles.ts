import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The server's component styles keep this key in the page (components/document/starlit-document.tsx)
 * instead of the cache's own, `mui`: emotion's caches look for `style[data-emotion^="mui "]` when
 * they are created and move each one they find, and every move re-adds a style sheet, for which the
 * browser restyled the whole page while it hydrated.
 */
export const SERVED_STYLES_KEY = 'mui-served';

/** The key of MUI's emotion cache, on the server (material-nextjs) and here: its classes are `mui-<hash>`. */
export const MUI_CACHE_KEY = 'mui';

let cache: EmotionCache | undefined;

/**
 * MUI's emotion cache in the browser: it takes the server's style elements as they are, where they
 * are (their classes count as inserted, so none is inserted twice); the rules the page adds later
 * go in a style element of its own at the end of <head>, after them.
 */
export function servedStylesCache(): EmotionCache {
  if (cache) return cache;
  const { inserted } = (cache = createCache({ key: MUI_CACHE_KEY }));
  document.querySelectorAll(`style[data-emotion^="${SERVED_STYLES_KEY} "]`).forEach((tag) => {
    for (const name of tag.getAttribute('data-emotion')!.split(' ').slice(1)) inserted[name] = true;
  });
  return cache;
}
