import { AppLink } from '@/components/ui/app-link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

/** The informational pages (`pages/`, one namespace each), in three columns. */
const COLUMNS = [
  {
    heading: 'footer.product',
    links: [
      { href: '/intro', label: 'footer.intro' },
      { href: '/how-it-works', label: 'footer.howItWorks' },
      { href: '/memberships', label: 'footer.memberships' },
      { href: '/pricing', label: 'footer.pricing' },
      { href: '/comparison', label: 'footer.comparison' },
      { href: '/create-my-channel', label: 'footer.createMyChannel' },
    ],
  },
  {
    heading: 'footer.app',
    links: [
      { href: '/download', label: 'footer.download' },
      { href: '/open-app', label: 'footer.openApp' },
      { href: '/add-to-home-screen', label: 'footer.addToHomeScreen' },
    ],
  },
  {
    heading: 'footer.company',
    links: [
      { href: '/about-us', label: 'footer.aboutUs' },
      { href: '/safety', label: 'footer.safety' },
      { href: '/brand-assets', label: 'footer.brandAssets' },
      { href: '/expo', label: 'footer.expo' },
      { href: '/blog', label: 'footer.blog' },
      { href: '/contact-us', label: 'footer.contactUs' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: { xs: 5, md: 6 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Box sx={{ color: 'primary.main', display: 'inline-flex' }}>
              <Logo height={28} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 320 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          {COLUMNS.map((column) => (
            <Box component="nav" key={column.heading} aria-label={t(column.heading)}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
                {t(column.heading)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Box
                      component={AppLink}
                      href={link.href}
                      sx={{
                        // A list of links, not links in a sentence: each is a whole 44 px touch target.
                        display: 'inline-flex',
                        alignItems: 'center',
                        minHeight: 44,
                        minWidth: 44,
                        color: 'text.secondary',
                        typography: 'body2',
                        textDecoration: 'none',
                        '&:hover': { color: 'text.primary', textDecoration: 'underline' },
                      }}
                    >
                      {t(link.label)}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
