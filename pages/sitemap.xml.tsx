import type { GetServerSideProps } from 'next';
import { createServerApi } from '@/services/http';
import { publicConfig } from '@/services/config/public-config';
import { fetchChannelDirectory } from '@/services/seo/channel-directory';
import { SITEMAP_MAX_URLS, sitemapXml } from '@/services/seo/sitemap';

/** `/sitemap.xml`: written on request from the API's channel list, cached by browsers and CDNs for an hour. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const channels = await fetchChannelDirectory(createServerApi().core, SITEMAP_MAX_URLS);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  // A failed channel list is not cached: the next crawl gets the full sitemap.
  res.setHeader('Cache-Control', channels ? 'public, max-age=3600' : 'no-store');
  res.end(sitemapXml(publicConfig.siteUrl, channels ?? []));
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
