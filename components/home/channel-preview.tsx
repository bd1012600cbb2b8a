import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1.25,
  py: 0.5,
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
} as const;

/**
 * An illustration of a channel receiving its fans' support, drawn with CSS: no image to download,
 * and its box is fixed by aspect-ratio so nothing moves while the page loads.
 */
export function ChannelPreview() {
  const { t } = useTranslation('home');
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 380,
        mx: 'auto',
        aspectRatio: '4 / 5',
        borderRadius: 3,
        overflow: 'hidden',
        boxShadow: '0 30px 60px -20px rgba(80, 27, 192, 0.45)',
        background: 'linear-gradient(155deg, #7B4DFF 0%, #501BC0 45%, #2A0E6B 100%)',
        color: '#fff',
      }}
    >
      <Box
        sx={{ position: 'absolute', inset: 0, background: 'radial-gradient(circle at 50% 38%, rgba(255,255,255,0.28), transparent 45%)' }}
      />
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: '38%',
          transform: 'translate(-50%, -50%)',
          width: 112,
          height: 112,
          borderRadius: '50%',
          border: '4px solid rgba(255,255,255,0.85)',
          background: 'linear-gradient(135deg, #FFB36B, #E0457B)',
        }}
      />
      <Box sx={{ ...chip, position: 'absolute', top: 16, left: 16, bgcolor: 'rgba(0,0,0,0.35)' }}>
        <StarRounded sx={{ fontSize: 16, color: '#FFD36B' }} /> {t('preview.supporters')}
      </Box>
      <Box sx={{ position: 'absolute', left: 16, right: 16, bottom: 16, display: 'grid', gap: 1 }}>
        <Box sx={{ ...chip, alignSelf: 'start', justifySelf: 'start', bgcolor: 'rgba(255,255,255,0.18)' }}>
          <CardGiftcardRounded sx={{ fontSize: 16 }} /> {t('preview.gift')}
        </Box>
        <Box sx={{ ...chip, alignSelf: 'start', justifySelf: 'start', bgcolor: 'rgba(255,255,255,0.18)' }}>
          <FavoriteRounded sx={{ fontSize: 16, color: '#FF7AA8' }} /> {t('preview.member')}
        </Box>
        <Typography sx={{ fontWeight: 700, fontSize: 18, mt: 1 }}>{t('preview.title')}</Typography>
      </Box>
    </Box>
  );
}
