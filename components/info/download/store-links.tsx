import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { publicConfig } from '@/services/config/public-config';
import { useTranslation } from 'react-i18next';

interface StoreLinksProps {
  appStoreUrl?: string;
  playStoreUrl?: string;
}

// A listing is an https page of its store; anything else in the setting is a mistake, not a link.
const isListing = (url: string) => /^https:\/\/[^\s]+$/i.test(url);

/**
 * The store buttons of the mobile apps, only for the listings configured at build time
 * (NEXT_PUBLIC_APP_STORE_URL, NEXT_PUBLIC_PLAY_STORE_URL); without any, a plain statement that
 * the store apps are not listed yet and the installable web app does the same.
 */
export function StoreLinks({ appStoreUrl = publicConfig.appStoreUrl, playStoreUrl = publicConfig.playStoreUrl }: StoreLinksProps) {
  const { t } = useTranslation('download');
  const stores = [
    { url: appStoreUrl, label: t('mobile.appStore') },
    { url: playStoreUrl, label: t('mobile.playStore') },
  ].filter((store) => isListing(store.url));
  if (stores.length === 0) return <Typography sx={{ maxWidth: 720 }}>{t('mobile.notListed')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {stores.map((store) => (
        <Button key={store.label} component="a" href={store.url} rel="noopener" variant="contained" size="large">
          {store.label}
        </Button>
      ))}
    </Box>
  );
}
