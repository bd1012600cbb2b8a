import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../info-section';
import { contentList } from '../use-content';

/** What Starlit keeps (the database's tables, in plain words) and what it never does. */
export function PrivacySummary() {
  const { t } = useTranslation('safety');
  return (
    <>
      <BulletList items={contentList(t, 'privacy.stored')} />
      <Typography id="privacy-never" variant="h6" component="h3" sx={{ fontSize: '1.1rem', mt: 4, mb: 1.5 }}>
        {t('privacy.neverTitle')}
      </Typography>
      <BulletList items={contentList(t, 'privacy.never')} />
    </>
  );
}
