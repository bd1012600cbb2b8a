import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The company facts of the specification (§1), and nothing else: no invented numbers. */
const FACTS = ['founded', 'team', 'languages', 'pricing', 'rating'] as const;

/** Starlit in brief, as a description list of labels and values. */
export function AboutFacts() {
  const { t } = useTranslation('about');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {FACTS.map((fact) => (
        <Box key={fact} sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 1.5, bgcolor: 'background.paper' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`facts.${fact}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 700, fontSize: '1.15rem' }}>
            {t(`facts.${fact}Value`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
