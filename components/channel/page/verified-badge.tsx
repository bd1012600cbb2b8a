import Box from '@mui/material/Box';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { useTranslation } from 'react-i18next';

const SIZE = 24;

/** The channel's tick image when the API gives one, the platform's tick otherwise. */
export function VerifiedBadge({ image }: { image: string | null }) {
  const { t } = useTranslation('profile');
  const label = t('channel.page.verified');
  if (image) return <Box component="img" src={image} alt={label} title={label} width={SIZE} height={SIZE} sx={{ flexShrink: 0 }} />;
  return <VerifiedRounded color="primary" titleAccess={label} sx={{ fontSize: SIZE }} />;
}
