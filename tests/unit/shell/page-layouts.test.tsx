import type { ReactElement, ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { getDefaultLayout } from '@/components/layout/default-layout';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

type Layout = (page: ReactElement) => ReactNode;

async function layoutOf(page: Promise<{ default: Pick<NextPageWithLayout, 'getLayout'> }>): Promise<Layout> {
  const { getLayout } = (await page).default;
  if (!getLayout) throw new Error('The page declares no getLayout');
  return getLayout;
}

async function renderFramed(layout: Layout) {
  renderApp(<>{layout(<p>The task</p>)}</>, { i18n: await createTestI18n() });
}

describe('per-page layouts', () => {
  beforeEach(() => stubMatchMedia(false));
  afterEach(resetBrowserState);

  it('frames the other pages with the site header and footer', async () => {
    await renderFramed(getDefaultLayout);
    expect(within(screen.getByRole('main')).getByText('The task')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['sign-in', () => import('@/pages/login')],
    ['sign-up', () => import('@/pages/signup')],
    ['device-link approval', () => import('@/pages/device-link/[id]')],
    ['open-app', () => import('@/pages/open-app')],
  ])('gives the %s page the minimal frame: logo, language and theme, the task, no navigation or footer', async (_name, page) => {
    await renderFramed(await layoutOf(page()));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Starlit home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('The task')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('gives a receipt the print-friendly frame: a letterhead over the receipt, nothing to navigate by', async () => {
    await renderFramed(await layoutOf(import('@/pages/wallet/orders/[id]')));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Starlit home' })).toHaveAttribute('href', '/');
    expect(within(banner).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('The task')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
