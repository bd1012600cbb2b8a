import type { GetServerSideProps } from 'next';
import { publicConfig } from '@/services/config/public-config';
import { robotsTxt } from '@/services/seo/sitemap';

/** `/robots.txt`, with the sitemap's absolute address on this deployment's origin. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(publicConfig.siteUrl));
  return { props: {} };
};

export default function Robots() {
  return null;
}
