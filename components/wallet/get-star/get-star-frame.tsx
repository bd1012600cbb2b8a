import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WALLET_PAGE_MIN_HEIGHT } from '../page-placeholder';

/**
 * /get-star's heading and introduction, rendered with the page (they are the same for everyone,
 * so they are painted before any script runs), around the per-user view that loads after it. A
 * screen tall: the footer stays below the fold while the view loads, so nothing moves.
 */
export function GetStarFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, minHeight: WALLET_PAGE_MIN_HEIGHT }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('getStar.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('getStar.description')}
      </Typography>
      {children}
    </Container>
  );
}
