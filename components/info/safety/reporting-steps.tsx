import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../card-grid';
import { contentList, type TitledText } from '../use-content';

/** How to report, in steps, ending on the contact form (topic "Safety and reporting"). */
export function ReportingSteps() {
  const { t } = useTranslation('safety');
  return (
    <>
      <CardGrid items={contentList<TitledText>(t, 'reporting.steps')} numbered />
      <Typography sx={{ mt: 3, fontWeight: 600 }}>{t('reporting.emergency')}</Typography>
      <Button component={AppLink} href="/contact-us" variant="contained" sx={{ mt: 2 }}>
        {t('reporting.contact')}
      </Button>
    </>
  );
}
