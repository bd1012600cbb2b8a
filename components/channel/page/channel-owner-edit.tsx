import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import EditRounded from '@mui/icons-material/EditRounded';
import type { Channel } from '@/contracts/channel';
import { useTranslation } from 'react-i18next';

const ChannelEditDialog = lazy(() => import('./channel-edit-dialog'));

/** The owner's "Edit" on their own channel page, and the dialog it opens. */
export default function ChannelOwnerEdit({ channel }: { channel: Channel }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setEditing(true)} sx={{ ml: 'auto', mb: 1 }}>
        {t('channel.page.edit')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <ChannelEditDialog channel={channel} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
