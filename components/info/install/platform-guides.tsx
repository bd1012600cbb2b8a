import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { contentList } from '@/components/info/use-content';
import { useTranslation } from 'react-i18next';
import { type InstallPlatform, installPlatform } from '@/services/pwa/platform';

// Android first on the server: most phones, and the order Lighthouse's phone sees, so nothing moves there.
const PLATFORMS: readonly InstallPlatform[] = ['android', 'ios', 'desktop'];

// The user agent does not change during a visit; the server knows no visitor, hydration then reads it.
const unchanging = () => () => undefined;
const visitorPlatform = () => installPlatform(navigator.userAgent, navigator.maxTouchPoints);
const unknownOnServer = () => null;

/** The install steps of each platform, the visitor's own first and marked as theirs. */
export function PlatformGuides() {
  const { t } = useTranslation('install');
  const visitor = useSyncExternalStore(unchanging, visitorPlatform, unknownOnServer);
  const ordered = visitor ? [visitor, ...PLATFORMS.filter((platform) => platform !== visitor)] : PLATFORMS;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {ordered.map((platform) => {
        const yours = platform === visitor;
        return (
          <Paper
            key={platform}
            component="section"
            aria-labelledby={`install-${platform}`}
            variant="outlined"
            // An outline thickens the visitor's border without moving what is inside.
            sx={{
              p: 3,
              borderRadius: 1.5,
              ...(yours && { borderColor: 'primary.main', outline: '1px solid', outlineColor: 'primary.main' }),
            }}
          >
            {/* The line is kept on every card, so marking the visitor's adds no height. */}
            <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, minHeight: '2.66em' }}>
              {yours ? t('platforms.yours') : ''}
            </Typography>
            <Typography id={`install-${platform}`} variant="h6" component="h3" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
              {t(`platforms.${platform}.title`)}
            </Typography>
            <Box component="ol" sx={{ m: 0, mt: 1.5, pl: 3, display: 'grid', gap: 1 }}>
              {contentList(t, `platforms.${platform}.steps`).map((step) => (
                <Typography component="li" key={step}>
                  {step}
                </Typography>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
