import type { GetServerSideProps } from 'next';
import { accessTokenFromCookies } from '@/services/http/server-api';

/**
 * /login and /signup for a visitor who arrives signed in: redirected on the server, so the
 * sign-in form never flashes. The session cookie mirrors the browser's current access token.
 */
export const redirectSignedIn: GetServerSideProps = async ({ req }) => {
  if (accessTokenFromCookies(req.cookies)) return { redirect: { destination: '/', permanent: false } };
  return { props: {} };
};
