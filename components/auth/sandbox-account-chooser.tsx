import { type FormEvent, useId, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FirebaseProvider } from '@/contracts/auth';
import { generateSandboxAccount, rememberedSandboxAccounts } from '@/services/auth/sandbox-accounts';
import type { SandboxAccount } from '@/services/auth/sandbox-chooser-registry';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-icons';

const PROVIDER_NAMES: Record<FirebaseProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', twitter: 'Twitter' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  provider: FirebaseProvider;
  /** The chosen account, or null when the person cancels. */
  onClose: (account: SandboxAccount | null) => void;
}

/**
 * The sandbox's stand-in for the provider's popup, like the Auth emulator's own chooser: pick a
 * test account used before, or add one with an email and a name. Shown only with the stand-ins on.
 */
export default function SandboxAccountChooser({ provider, onClose }: Props) {
  const { t, ready } = useTranslation('auth');
  const titleId = useId();
  const accounts = useMemo(() => rememberedSandboxAccounts(), []);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  if (!ready) return null;

  const providerName = PROVIDER_NAMES[provider];
  const emailError = touched && !EMAIL.test(email.trim()) ? t('sandboxChooser.emailInvalid') : '';
  const nameError = touched && name.trim() === '' ? t('sandboxChooser.nameRequired') : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!EMAIL.test(email.trim()) || name.trim() === '') return;
    onClose({ email: email.trim(), name: name.trim() });
  };

  const autofill = () => {
    const generated = generateSandboxAccount();
    setEmail(generated.email);
    setName(generated.name);
  };

  return (
    <Dialog open onClose={() => onClose(null)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <BrandMark method={provider} />
        {t('sandboxChooser.title', { provider: providerName })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('sandboxChooser.description')}
        </Typography>
        <List aria-label={t('sandboxChooser.accounts')} dense>
          {accounts.map((account, index) => (
            <ListItemButton key={account.email} autoFocus={index === 0} onClick={() => onClose(account)}>
              <ListItemAvatar>
                <Avatar alt="">{account.name.slice(0, 1).toUpperCase()}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={account.name} secondary={account.email} />
            </ListItemButton>
          ))}
        </List>
        <Divider sx={{ my: 1.5 }} />
        <Box component="form" noValidate onSubmit={submit} aria-label={t('sandboxChooser.addAccount')} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('sandboxChooser.addAccount')}
          </Typography>
          <TextField
            label={t('sandboxChooser.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError !== ''}
            helperText={emailError || ' '}
            autoComplete="off"
          />
          <TextField
            label={t('sandboxChooser.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== ''}
            helperText={nameError || ' '}
            autoComplete="off"
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button onClick={autofill}>{t('sandboxChooser.autofill')}</Button>
            <Button type="submit" variant="contained">
              {t('sandboxChooser.signInAs')}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
