import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../card-grid';
import { CtaBand } from '../cta-band';
import { InfoHero } from '../info-hero';
import { BulletList, InfoSection } from '../info-section';
import { contentItem, contentList, type TitledText } from '../use-content';
import { isAvailable } from '@/services/product/features';
import { INTRO_CLAIMS } from './intro-features';
import { LanguageList } from './language-list';
import { LearnMoreLinks } from './learn-more-links';

/** The pages a newcomer reads after this one, in the order they usually ask. */
const NEXT_PAGES = [
  { href: '/how-it-works', key: 'howItWorks' },
  { href: '/pricing', key: 'pricing' },
  { href: '/comparison', key: 'comparison' },
] as const;

/** /intro: what Starlit is, what creators and fans do there, how they sign in and pay. */
export function IntroView() {
  const { t } = useTranslation('intro');
  const claims = INTRO_CLAIMS.filter(({ feature }) => isAvailable(feature));
  return (
    <>
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <Button component={AppLink} href="/how-it-works" variant="contained" size="large">
            {t('heroAction')}
          </Button>
        }
      />
      <InfoSection id="pillars" title={t('pillars.title')} intro={t('pillars.intro')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'pillars.items')} columns={4} />
      </InfoSection>
      <InfoSection id="features" title={t('features.title')} intro={t('features.intro')} width="lg">
        <CardGrid items={claims.map(({ feature }) => contentItem(t, `features.${feature}`))} icons={claims.map(({ Icon }) => Icon)} />
      </InfoSection>
      <InfoSection id="creators" title={t('creators.title')} intro={t('creators.intro')}>
        <BulletList items={contentList(t, 'creators.items')} />
      </InfoSection>
      <InfoSection id="fans" title={t('fans.title')} intro={t('fans.intro')}>
        <BulletList items={contentList(t, 'fans.items')} />
      </InfoSection>
      <InfoSection id="languages" title={t('languages.title')} intro={t('languages.intro')}>
        <LanguageList label={t('languages.title')} />
      </InfoSection>
      <InfoSection id="sign-in" title={t('signIn.title')} intro={t('signIn.intro')}>
        <BulletList items={contentList(t, 'signIn.items')} />
        <Typography sx={{ mt: 3, maxWidth: 720 }}>{t('signIn.accounts')}</Typography>
      </InfoSection>
      <InfoSection id="currencies" title={t('currencies.title')} intro={t('currencies.intro')}>
        <CardGrid items={contentList<TitledText>(t, 'currencies.items')} columns={2} />
      </InfoSection>
      <InfoSection id="learn-more" title={t('more.title')}>
        <LearnMoreLinks links={NEXT_PAGES.map(({ href, key }) => ({ href, label: t(`more.${key}.label`), body: t(`more.${key}.body`) }))} />
      </InfoSection>
      <CtaBand />
    </>
  );
}
