import type { ReactElement, ReactNode } from 'react';
import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import type { Namespace } from '@/services/i18n/languages';

/**
 * A page picks its layout (`getLayout`, the default layout when absent) and the translation
 * namespaces it needs besides `common`, which the server loads before rendering it.
 */
export type NextPageWithLayout<P = object, IP = P> = NextPage<P, IP> & {
  getLayout?: (page: ReactElement) => ReactNode;
  namespaces?: readonly Namespace[];
};

export type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };
