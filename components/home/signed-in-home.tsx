import { AppLink } from '@/components/ui/app-link';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useChannel } from '@/contexts/channel-context';
import { useTranslation } from 'react-i18next';

/** What `/` shows a signed-in user who has a channel: a way to it. */
export function SignedInHome() {
  const { t } = useTranslation('profile');
  const { myChannel } = useChannel();
  if (!myChannel) return null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Avatar src={myChannel.avatar_url ?? undefined} alt="" sx={{ width: 96, height: 96, mx: 'auto', mb: 3 }}>
        {myChannel.display_name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="h4" component="h1">
        {t('channel.home.greeting', { name: myChannel.display_name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('channel.home.intro', { slug: myChannel.slug })}
      </Typography>
      <Button component={AppLink} href={`/@${myChannel.slug}`} variant="contained" size="large" sx={{ mt: 4 }}>
        {t('channel.home.viewChannel')}
      </Button>
    </Container>
  );
}
