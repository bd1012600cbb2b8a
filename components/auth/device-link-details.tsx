import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ObservedRequester } from '@/contracts/device-links';
import { useTranslation } from 'react-i18next';

/**
 * What the server saw of the browser asking to sign in. Deliberately not the name that browser
 * gave itself: anyone can call their device "iPhone (this phone)".
 */
export function DeviceLinkDetails({ observed }: { observed: ObservedRequester }) {
  const { t } = useTranslation('auth');
  const unknown = t('deviceLink.unknown');
  const minutes = Math.floor(observed.age_seconds / 60);
  const rows: [string, string][] = [
    [t('deviceLink.browser'), observed.browser ?? unknown],
    [t('deviceLink.os'), observed.os ?? unknown],
    [t('deviceLink.address'), observed.ip ?? unknown],
    [t('deviceLink.network'), observed.network ?? unknown],
    [
      t('deviceLink.age'),
      minutes > 0 ? t('deviceLink.ageMinutes', { count: minutes }) : t('deviceLink.ageSeconds', { count: observed.age_seconds }),
    ],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
