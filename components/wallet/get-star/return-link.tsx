import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AppLink } from '@/components/ui/app-link';
import { useTranslation } from 'react-i18next';
import { forgetReturn, rememberReturn } from '@/services/payments/get-star-return';

/**
 * A way back to the page that sent the buyer here for stars (a channel's "Send stars"). Rendered
 * in the browser only (the /get-star view is), so the address is read once when it mounts.
 */
export function ReturnLink() {
  const { t } = useTranslation('wallet');
  const [path] = useState(() => rememberReturn(new URLSearchParams(window.location.search).get('return')));

  if (!path) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" component={AppLink} href={path} onClick={forgetReturn}>
          {t('getStar.returnAction')}
        </Button>
      }
    >
      {t('getStar.returnText')}
    </Alert>
  );
}
