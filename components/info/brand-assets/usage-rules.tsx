import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../info-section';
import { contentList } from '../use-content';

function Rule({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 1.5 }}>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Clear space, minimum size, what to do and not to do with the logo, and how the name is written. */
export function UsageRules() {
  const { t } = useTranslation('brand-assets');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Rule title={t('usage.clearSpaceTitle')}>
        <Typography>{t('usage.clearSpace')}</Typography>
      </Rule>
      <Rule title={t('usage.minimumTitle')}>
        <Typography>{t('usage.minimum')}</Typography>
      </Rule>
      <Rule title={t('usage.doTitle')} icon={<CheckCircleIcon color="success" aria-hidden />}>
        <BulletList items={contentList(t, 'usage.do')} />
      </Rule>
      <Rule title={t('usage.dontTitle')} icon={<CancelIcon color="error" aria-hidden />}>
        <BulletList items={contentList(t, 'usage.dont')} />
      </Rule>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Rule title={t('usage.nameTitle')}>
          <Typography>{t('usage.name')}</Typography>
        </Rule>
      </Box>
    </Box>
  );
}
