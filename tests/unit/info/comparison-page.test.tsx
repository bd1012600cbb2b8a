import { screen, within } from '@testing-library/react';
import ComparisonPage from '@/pages/comparison';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

const namespaces = ['common', 'info', 'comparison'] as const;
const platforms = ['Starlit', 'Patreon', 'Ko-fi', 'OnlyFans / Fansly', 'Open Collective'];

/** The cells of the row headed `feature`, as text, in column order. */
function rowCells(table: HTMLElement, feature: string) {
  const row = within(table).getByRole('rowheader', { name: feature }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the comparison page', () => {
  beforeEach(() => stubMatchMedia());

  it('compares the platforms in a captioned table with column and row headers', async () => {
    renderApp(<ComparisonPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Comparison with other creator platforms' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Features of Starlit and four other creator platforms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Feature', ...platforms]);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Live streaming built in',
      'Multi-guest video',
      'One-to-one video calls',
      'Posts and feed',
      'Memberships and subscriptions',
      'One-off tips and donations',
      'Direct messages',
      'Games and mini apps',
      'Local payment methods in Southeast Asia',
      'Interface in Thai, Indonesian, Filipino and Traditional Chinese',
      'Free to start',
    ]);
    expect(within(table).getAllByRole('cell')).toHaveLength(11 * 5);
  });

  it('says yes, partly or no in words, with a qualifier where a feature is limited, and no numbers', async () => {
    renderApp(<ComparisonPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    const table = screen.getByRole('table');
    // Starlit's column says only what is built: live streaming is planned, not claimed.
    expect(rowCells(table, 'Live streaming built in')).toEqual([
      'No planned',
      'Partly via integrations',
      'Partly via integrations',
      'Yes',
      'No',
    ]);
    expect(rowCells(table, 'One-off tips and donations')[0]).toBe('Yes');
    expect(rowCells(table, 'Local payment methods in Southeast Asia')).toEqual([
      'Yes',
      'Partly mostly cards and PayPal',
      'Partly mostly cards and PayPal',
      'Partly mostly cards',
      'Partly mostly cards and PayPal',
    ]);
    expect(rowCells(table, 'Free to start')).toEqual(['Yes', 'Yes', 'Yes', 'Yes', 'Yes']);
    for (const cell of within(table).getAllByRole('cell')) expect(cell.textContent).not.toMatch(/\d/);
  });

  it('scrolls inside a labelled, focusable region and dates its sources with a way to report changes', async () => {
    renderApp(<ComparisonPage />, { i18n: await createTestI18n('en', [...namespaces]) });
    const region = screen.getByRole('region', { name: 'Feature comparison table; on a small screen it scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(screen.getByText(/Checked against each platform's public feature pages, November 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tell us if something is out of date' })).toHaveAttribute('href', '/contact-us');
    const why = screen.getByRole('region', { name: 'Why creators choose Starlit' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('speaks Filipino at the Filipino address and keeps the platforms’ names', async () => {
    renderApp(<ComparisonPage />, { i18n: await createTestI18n('fil', [...namespaces]) });
    const table = screen.getByRole('table', { name: 'Mga feature ng Starlit at ng apat pang platform para sa creator' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(1),
    ).toEqual(platforms);
    expect(rowCells(table, 'Live streaming na kasama na')).toEqual([
      'Hindi nasa plano pa',
      'Bahagya sa pamamagitan ng integration',
      'Bahagya sa pamamagitan ng integration',
      'Oo',
      'Hindi',
    ]);
  });
});
