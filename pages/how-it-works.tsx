import { HowItWorksView } from '@/components/info/how-it-works/how-it-works-view';
import { contentList, type Question } from '@/components/info/use-content';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { faqJsonLd } from '@/components/seo/structured-data';
import { staticTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';

const HowItWorksPage: NextPageWithLayout = () => {
  const { t } = useTranslation('how-it-works');
  const questions = contentList<Question>(t, 'faq.items');
  return (
    <>
      <Seo url="/how-it-works" title={t('title')} description={t('description')} jsonLd={faqJsonLd(questions)} />
      <HowItWorksView questions={questions} />
    </>
  );
};

export const getStaticProps = staticTranslations(['info', 'how-it-works']);

export default HowItWorksPage;
