import type { Namespace } from '../../../services/i18n/languages';

/**
 * The informational pages (issue #14), each with where its document title and heading live in
 * the locale files. `sendsOn`: the page sends a visitor elsewhere once its script runs.
 */
export interface InfoPage {
  path: string;
  ns: Namespace;
  /** Key of the document title, and of the h1. */
  title: string;
  heading: string;
  sendsOn?: boolean;
}

const page = (path: string, ns: Namespace, extra: Partial<InfoPage> = {}): InfoPage => ({
  path,
  ns,
  title: 'title',
  heading: 'heading',
  ...extra,
});

export const INFO_PAGES: InfoPage[] = [
  page('/intro', 'intro'),
  page('/how-it-works', 'how-it-works'),
  page('/memberships', 'memberships'),
  page('/pricing', 'pricing'),
  page('/comparison', 'comparison'),
  page('/create-my-channel', 'create-channel', { sendsOn: true }),
  page('/download', 'download'),
  page('/open-app', 'open-app', { sendsOn: true }),
  page('/add-to-home-screen', 'install'),
  page('/about-us', 'about'),
  page('/safety', 'safety'),
  page('/brand-assets', 'brand-assets'),
  page('/expo', 'expo'),
  page('/blog', 'blog'),
  page('/contact-us', 'contact', { heading: 'title' }),
];
