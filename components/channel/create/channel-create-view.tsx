import { type FormEvent, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { displayNameRuleText, refusedRule } from '@/components/settings/display-name-rule';
import { ChannelNameField } from '../channel-name-field';
import Typography from '@mui/material/Typography';
import { normalizeSlug, SLUG_REASONS, type SlugReason } from '@/contracts/channel';
import { useAuth } from '@/contexts/auth-context';
import { useChannel } from '@/contexts/channel-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { ImagePicker } from '../image-picker';
import { SlugField } from './slug-field';
import { SLUG_CHECK_DELAY_MS, useSlugAvailability, type SlugAvailability } from './use-slug-availability';

/** The reason a 400 `SLUG_INVALID` carries in `details[0].reason`. */
function reasonOf(details: unknown): SlugReason {
  const reason = Array.isArray(details) ? (details[0] as { reason?: unknown } | undefined)?.reason : undefined;
  return SLUG_REASONS.find((known) => known === reason) ?? 'INVALID';
}

/**
 * Pages someone opens for their own sake (home, the creators' page) lead on to the new channel.
 * Any other page (a channel a fan came to give stars on, /get-star, settings, wallet) was where
 * they were going: it shows in place once the channel exists.
 */
const LEADS_TO_CHANNEL = new Set(['/', '/create-my-channel']);

/**
 * The channel-creation screen a signed-in user without a channel sees instead of the page:
 * name, address (suggested from the name, checked while typed), picture, all prefilled or
 * optional. Created → the page they were going to, or the channel's own page.
 */
export default function ChannelCreateView() {
  // Pages other than home and channels do not bring the 'profile' texts: they load with the screen.
  const { t, ready: textsReady } = useTranslation('profile');
  const router = useRouter();
  const { currentUser } = useAuth();
  const { create, suggest } = useChannel();
  const { showError } = useSnackbar();
  const [name, setName] = useState(currentUser?.display_name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState<{ slug: string; availability: SlugAvailability } | null>(null);
  const availability = useSlugAvailability(slug, refused);

  // Suggestions follow the name; they fill the address until the user writes one of their own.
  useEffect(() => {
    if (!name.trim()) return;
    let active = true;
    const timer = setTimeout(() => {
      void suggest(name).then((slugs) => {
        if (!active) return;
        setSuggestions(slugs);
        if (!slugEdited && slugs[0]) setSlug(slugs[0]);
      });
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [name, slugEdited, suggest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const answer = await create({ slug, display_name: name.trim(), ...(avatarUrl ? { avatar_url: avatarUrl } : {}) });
    setSubmitting(false);
    if (!answer) return;
    if (answer.ok) {
      if (LEADS_TO_CHANNEL.has(router.pathname)) void router.push(`/@${answer.data.slug}`);
      return;
    }
    if (answer.code === 'SLUG_TAKEN') setRefused({ slug, availability: { state: 'unavailable', reason: 'TAKEN' } });
    else if (answer.code === 'SLUG_INVALID') setRefused({ slug, availability: { state: 'unavailable', reason: reasonOf(answer.details) } });
    else if (answer.code === 'DISPLAY_NAME_INVALID') setNameError(displayNameRuleText(t, refusedRule(answer.details), answer.message));
    else showError(answer.message || t('channel.create.failed'));
  };

  const ready = name.trim() !== '' && slug !== '' && availability.state !== 'unavailable' && availability.state !== 'checking';
  if (!textsReady) return null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(event: FormEvent) => void submit(event)}
        noValidate
        sx={{ p: { xs: 3, sm: 4 } }}
      >
        <Typography variant="h4" component="h1">
          {t('channel.create.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('channel.create.intro')}
        </Typography>
        <Stack spacing={3}>
          <ChannelNameField
            label={t('channel.create.displayName')}
            value={name}
            error={nameError}
            onChange={(value) => {
              setName(value);
              setNameError(null);
            }}
          />
          <SlugField
            slug={slug}
            availability={availability}
            suggestions={suggestions}
            onChange={(value) => {
              setSlug(normalizeSlug(value));
              setSlugEdited(true);
            }}
          />
          <ImagePicker
            image="avatar"
            label={t('channel.create.avatar')}
            chooseLabel={avatarUrl ? t('channel.create.changeAvatar') : t('channel.create.chooseAvatar')}
            previewLabel={t('channel.create.avatarPreview')}
            value={avatarUrl}
            onChange={setAvatarUrl}
            onBusyChange={setUploading}
          />
          <Button type="submit" variant="contained" size="large" disabled={!ready || uploading || submitting}>
            {t('channel.create.submit')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
