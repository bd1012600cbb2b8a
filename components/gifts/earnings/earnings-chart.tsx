import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { EarningsDay } from '@/contracts/gifts';
import { dateTimeFormat } from '@/services/i18n/intl';
import { formatMoney } from '@/services/payments/money';

/** Net TVS per day; loaded only by the earnings page (x-charts is heavy). */
export default function EarningsChart({ days, language, label }: { days: EarningsDay[]; language: string; label: string }) {
  const dayLabel = (date: string) => dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: 240 }}>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: days.map((day) => day.date), valueFormatter: dayLabel }]}
        yAxis={[{ valueFormatter: (value: number) => formatMoney(Math.round(value), 'TVS', language), width: 72 }]}
        series={[{ data: days.map((day) => day.net), valueFormatter: (value) => formatMoney(value ?? 0, 'TVS', language) }]}
        hideLegend
      />
    </Box>
  );
}
