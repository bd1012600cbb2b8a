declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Google Tag Manager without its inline snippet (the CSP allows no inline script): the same
 * `dataLayer` start event, then gtm.js from Google. Once per page; nothing without a valid id.
 */
export function loadTagManager(containerId: string, doc: Document = document): boolean {
  if (!GTM_ID.test(containerId)) return false;
  const win = doc.defaultView as Window;
  const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  if (doc.querySelector(`script[src="${src}"]`)) return true;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}
