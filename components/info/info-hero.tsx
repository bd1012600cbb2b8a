import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface InfoHeroProps {
  title: string;
  lead: string;
  /** A short line above the title (the page's group, a date). */
  eyebrow?: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
}

/** The top of an informational page: its one `h1`, a lead paragraph and optional actions. */
export function InfoHero({ title, lead, eyebrow, actions }: InfoHeroProps) {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        py: { xs: 5, md: 8 },
        background: 'linear-gradient(180deg, rgba(80, 27, 192, 0.08), transparent)',
        ...theme.applyStyles('dark', { background: 'linear-gradient(180deg, rgba(169, 139, 255, 0.12), transparent)' }),
      })}
    >
      <Container maxWidth="md">
        {eyebrow && (
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 680 }}>
          {lead}
        </Typography>
        {actions && <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
      </Container>
    </Box>
  );
}
