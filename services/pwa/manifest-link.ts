/** The web app manifest (public/site.webmanifest). */
export const MANIFEST_HREF = '/site.webmanifest';

/**
 * Links the web app manifest, once. It is not in the served HTML: with it there, Chrome checks at
 * once whether the page can be installed (the manifest, then an icon, fetched and decoded in its
 * browser process) and, on the desktop, animates its install icon into the address bar, frames
 * drawn by the browser and the GPU process while the page starts. In Lighthouse's traces of
 * `/login` the browser's main thread worked 20-25 ms of every 100 ms from 100 to
 * 800 ms after navigation with the manifest served, and was idle after 400 ms without it; the
 * page's main thread waited behind that work for one of the machine's two cores. Linked after
 * the page settles (hooks/use-installable-app.ts), or as soon as /add-to-home-screen loads, whose
 * purpose is the browser's install offer. Safari reads the link when the visitor adds the page.
 */
export function linkManifest(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.appendChild(link);
}
