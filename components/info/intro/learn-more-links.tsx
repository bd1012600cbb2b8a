import { AppLink } from '@/components/ui/app-link';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LearnMoreLink {
  href: string;
  label: string;
  body: string;
}

// A plain anchor styled as a link: MUI's Link would add its own module to the page's first load.
const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 44,
  fontWeight: 700,
  fontSize: '1.1rem',
  color: 'primary.main',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** Where a newcomer reads next: each page's name as a link, and a line of what it answers. */
export function LearnMoreLinks({ links }: { links: readonly LearnMoreLink[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {links.map((link) => (
        <li key={link.href}>
          <Box component={AppLink} href={link.href} sx={linkSx}>
            {link.label}
            <ArrowForwardRounded aria-hidden fontSize="small" />
          </Box>
          <Typography color="text.secondary">{link.body}</Typography>
        </li>
      ))}
    </Box>
  );
}
