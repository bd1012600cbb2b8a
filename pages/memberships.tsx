import { AppLink } from '@/components/ui/app-link';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { CardGrid } from '@/components/info/card-grid';
import { CtaBand } from '@/components/info/cta-band';
import { FaqList } from '@/components/info/faq-list';
import { InfoHero } from '@/components/info/info-hero';
import { InfoSection, Paragraphs } from '@/components/info/info-section';
import { contentList, type Question, type TitledText } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { faqJsonLd } from '@/components/seo/structured-data';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

/** In the order of `creators.items`: tiers, perks, open/closed/retired, members and earnings. */
const PERK_ICONS = [LayersOutlined, EditNoteOutlined, LockOutlined, GroupsOutlined];

/**
 * Memberships explained for creators and for fans as the product runs them: tiers, joining and
 * renewing with stars, switching, cancelling, a renewal that cannot be paid, gifts.
 */
const MembershipsPage: NextPageWithLayout = () => {
  const { t } = useTranslation('memberships');
  const faq = contentList<Question>(t, 'faq.items');
  return (
    <>
      <Seo url="/memberships" schemaType="WebPage" title={t('title')} description={t('description')} jsonLd={faqJsonLd(faq)} />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <Button component={AppLink} href="/pricing" variant="outlined" size="large">
            {t('seePricing')}
          </Button>
        }
      />
      <InfoSection id="what" title={t('what.title')}>
        <Paragraphs items={contentList(t, 'what.paragraphs')} />
      </InfoSection>
      <InfoSection id="creators" title={t('creators.title')} intro={t('creators.intro')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'creators.items')} icons={PERK_ICONS} columns={4} />
      </InfoSection>
      <InfoSection id="fans" title={t('fans.title')} intro={t('fans.intro')} width="lg">
        <CardGrid items={contentList<TitledText>(t, 'fans.steps')} numbered columns={4} />
      </InfoSection>
      <InfoSection id="cancel" title={t('cancel.title')}>
        <Paragraphs items={contentList(t, 'cancel.paragraphs')} />
      </InfoSection>
      <InfoSection id="gifts" title={t('gifts.title')}>
        <Paragraphs items={contentList(t, 'gifts.paragraphs')} />
        <Button component={AppLink} href="/pricing" variant="text" sx={{ mt: 2 }}>
          {t('seePricing')}
        </Button>
      </InfoSection>
      <InfoSection id="faq" title={t('faq.title')}>
        <FaqList items={faq} />
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'memberships']);

export default MembershipsPage;
