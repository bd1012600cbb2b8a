import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GetServerSideProps } from 'next';
import { serviceWorkerSource } from '@/services/pwa/service-worker-source';

// The build's id: a new deployment serves a new worker, which replaces the old one and its caches.
const BUILD_ID = (() => {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
})();

/** `/sw.js`: revalidated on every check, so browsers notice a new deployment at once. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(serviceWorkerSource(BUILD_ID));
  return { props: {} };
};

export default function ServiceWorkerScript() {
  return null;
}
