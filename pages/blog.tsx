import { AppLink } from '@/components/ui/app-link';
import Button from '@mui/material/Button';
import { CtaBand } from '@/components/info/cta-band';
import { InfoHero } from '@/components/info/info-hero';
import { BulletList, InfoSection } from '@/components/info/info-section';
import { contentList } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

/** The blog is not written yet: the page says so, what it will cover, and where to read meanwhile. */
const BlogPage: NextPageWithLayout = () => {
  const { t } = useTranslation('blog');
  return (
    <>
      <Seo url="/blog" schemaType="Blog" title={t('title')} description={t('description')} />
      <InfoHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={
          <Button component={AppLink} href="/how-it-works" variant="outlined" size="large">
            {t('readMeanwhile')}
          </Button>
        }
      />
      <InfoSection id="topics" title={t('topics.title')} intro={t('topics.intro')}>
        <BulletList items={contentList(t, 'topics.items')} />
      </InfoSection>
      <InfoSection id="press" title={t('press.title')} intro={t('press.body')}>
        <Button component={AppLink} href="/contact-us" variant="text">
          {t('press.contact')}
        </Button>
      </InfoSection>
      <CtaBand />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'blog']);

export default BlogPage;
