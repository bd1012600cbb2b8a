import { useTranslation } from 'react-i18next';
import { CtaBand } from '../cta-band';
import { FaqList } from '../faq-list';
import { InfoHero } from '../info-hero';
import { InfoSection } from '../info-section';
import type { Question } from '../use-content';
import { StepList, type Step } from './step-list';

/** The steps, in order, and the product screen each one happens on (checked against pages/). */
const CREATOR_STEPS = [
  { id: 'signUp', href: '/signup' },
  { id: 'channel', href: '/create-my-channel' },
  { id: 'share' },
  { id: 'support' },
  { id: 'earn', href: '/wallet/earnings' },
] as const;

const FAN_STEPS = [{ id: 'signIn', href: '/login' }, { id: 'topUp', href: '/get-star' }, { id: 'support' }, { id: 'accounts' }] as const;

type StepSource = { id: string; href?: string };

/** /how-it-works: numbered steps for creators and for fans, then the questions newcomers ask. */
export function HowItWorksView({ questions }: { questions: readonly Question[] }) {
  const { t } = useTranslation('how-it-works');
  const steps = (group: 'creators' | 'fans', sources: readonly StepSource[]): Step[] =>
    sources.map(({ id, href }) => ({
      id,
      title: t(`${group}.steps.${id}.title`),
      body: t(`${group}.steps.${id}.body`),
      ...(href ? { action: { href, label: t(`${group}.steps.${id}.action`) } } : {}),
    }));
  return (
    <>
      <InfoHero title={t('heading')} lead={t('lead')} />
      <InfoSection id="creators" title={t('creators.title')} intro={t('creators.intro')}>
        <StepList steps={steps('creators', CREATOR_STEPS)} />
      </InfoSection>
      <InfoSection id="fans" title={t('fans.title')} intro={t('fans.intro')}>
        <StepList steps={steps('fans', FAN_STEPS)} />
      </InfoSection>
      <InfoSection id="faq" title={t('faq.title')}>
        <FaqList items={questions} />
      </InfoSection>
      <CtaBand secondaryHref="/pricing" secondaryLabel={t('pricingAction')} />
    </>
  );
}
