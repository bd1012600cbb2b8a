import { render, screen, within } from '@testing-library/react';
import { PendingEarnings } from '@/components/gifts/earnings/pending-earnings';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../support/app-test-kit';

const pending = (releases: { date: string; amount: number }[], holdDays = 7) => ({
  total: { amount: releases.reduce((sum, release) => sum + release.amount, 0), currency: 'TVS', exponent: 2 },
  hold_days: holdDays,
  releases,
});

async function show(value: ReturnType<typeof pending>, language: 'en' | 'th' = 'en') {
  const i18n = await createTestI18n(language, ['common', 'gifts']);
  return render(
    <I18nextProvider i18n={i18n}>
      <PendingEarnings pending={value} language={language} />
    </I18nextProvider>,
  );
}

describe('pending gift earnings', () => {
  it('shows the pending total, the hold period and each release day with its amount', async () => {
    await show(
      pending([
        { date: '2027-01-08', amount: 863 },
        { date: '2027-01-09', amount: 10_000 },
      ]),
    );
    const section = screen.getByRole('region', { name: /^Pending: TVS\s108\.63$/ });
    expect(section).toHaveTextContent('Gift earnings wait 7 days before they reach your TVS balance');
    const days = within(screen.getByRole('list', { name: /^Pending/ })).getAllByRole('listitem');
    expect(days.map((day) => day.textContent?.replace(/\s/g, ' '))).toEqual([
      'TVS 8.63 available on Jan 8, 2027',
      'TVS 100.00 available on Jan 9, 2027',
    ]);
  });

  it('says "day" for a one-day hold, is translated, and shows nothing without pending earnings', async () => {
    const { unmount } = await show(pending([{ date: '2027-01-08', amount: 100 }], 1));
    expect(screen.getByText(/wait 1 day before/)).toBeInTheDocument();
    unmount();
    const thai = await show(pending([{ date: '2027-01-08', amount: 100 }]), 'th');
    expect(screen.getByRole('heading', { name: /^รอดำเนินการ:/ })).toBeInTheDocument();
    thai.unmount();
    const { container } = await show(pending([]));
    expect(container).toBeEmptyDOMElement();
  });
});
