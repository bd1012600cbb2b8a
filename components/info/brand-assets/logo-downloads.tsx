import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { BRAND_PURPLE } from '@/theme/theme';
import { LOGO_VARIANTS, type BrandFile } from './brand-files';

/** Each version of the logo: a preview on the background it is made for, and its files to download. */
export function LogoDownloads() {
  const { t } = useTranslation('brand-assets');
  const label = (file: BrandFile) => (file.format === 'svg' ? t('logos.svg') : t('logos.png', { width: file.width, height: file.height }));
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {LOGO_VARIANTS.map((variant) => {
        const name = t(`logos.items.${variant.key}.name`);
        return (
          <Paper
            component="li"
            key={variant.key}
            variant="outlined"
            sx={{ borderRadius: 1.5, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
          >
            <Box
              sx={{
                height: 136,
                display: 'grid',
                placeItems: 'center',
                px: 2,
                bgcolor: variant.onDark ? BRAND_PURPLE : '#FFFFFF',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={variant.preview.src}
                alt={t('logos.previewAlt', { name })}
                width={variant.preview.width}
                height={variant.preview.height}
                sx={{ maxWidth: '100%', height: 'auto' }}
              />
            </Box>
            <Box sx={{ p: 3, display: 'grid', gap: 1.5, flexGrow: 1, alignContent: 'start' }}>
              <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`logos.items.${variant.key}.body`)}
              </Typography>
              {variant.files.map((file) => (
                <Button
                  key={file.href}
                  component="a"
                  href={file.href}
                  download
                  // The visible label first, then which logo: several links show the same format.
                  aria-label={`${label(file)} (${name})`}
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  sx={{ justifyContent: 'flex-start', textAlign: 'start' }}
                >
                  {label(file)}
                </Button>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
