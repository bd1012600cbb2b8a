import { useTranslation } from 'react-i18next';
import { type Feature, isAvailable } from '@/services/product/features';
import { CtaBand } from '../cta-band';
import { FaqList } from '../faq-list';
import { InfoHero } from '../info-hero';
import { InfoSection } from '../info-section';
import type { Question } from '../use-content';
import { StepList, type Step } from './step-list';

type StepSource = { id: string; feature: Feature; href?: string };

/**
 * The steps, in order, the feature each one uses (a step shows only once it is built) and the
 * product screen it happens on (checked against pages/).
 */
const CREATOR_STEPS: readonly StepSource[] = [
  { id: 'signUp', feature: 'signIn', href: '/signup' },
  { id: 'channel', feature: 'channels', href: '/create-my-channel' },
  { id: 'share', feature: 'channels' },
  { id: 'support', feature: 'gifts' },
  { id: 'memberships', feature: 'memberships', href: '/settings/channel' },
  { id: 'earn', feature: 'earnings', href: '/wallet/earnings' },
  { id: 'payouts', feature: 'payouts', href: '/wallet/payouts' },
];

const FAN_STEPS: readonly StepSource[] = [
  { id: 'signIn', feature: 'signIn', href: '/login' },
  { id: 'topUp', feature: 'stars', href: '/get-star' },
  { id: 'support', feature: 'gifts' },
  { id: 'join', feature: 'memberships', href: '/wallet/memberships' },
  { id: 'accounts', feature: 'accounts' },
];

/** /how-it-works: numbered steps for creators and for fans, then the questions newcomers ask. */
export function HowItWorksView({ questions }: { questions: readonly Question[] }) {
  const { t } = useTranslation('how-it-works');
  const steps = (group: 'creators' | 'fans', sources: readonly StepSource[]): Step[] =>
    sources
      .filter(({ feature }) => isAvailable(feature))
      .map(({ id, href }) => ({
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
