import type { GetStaticPaths, GetStaticProps } from 'next';
import { ChannelGate } from '@/components/channel/channel-gate';
import { ChannelPageView } from '@/components/channel/page/channel-page-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { normalizeSlug, slugProblem, type PublicChannel } from '@/contracts/channel';
import type { SupportersPage } from '@/components/gifts/supporters-entries';
import type { PublicTier } from '@/contracts/memberships';
import { getChannel } from '@/services/api/channel/channel';
import { listChannelGifts } from '@/services/api/gifts/gifts';
import { listChannelTiers } from '@/services/api/memberships/memberships';
import { createServerApi } from '@/services/http/server-api';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from 'react-i18next';
import { CHANNEL_PAGE_REVALIDATE_SECONDS } from '@/services/pages/channel-pages';

interface ChannelPageProps {
  channel: PublicChannel;
  /** The first page of supporters, painted with the page; null when the API could not say. */
  supporters: SupportersPage | null;
  /** The tiers open to new members, painted with the page; null when the API could not say. */
  tiers: PublicTier[] | null;
}

const ChannelPage: NextPageWithLayout<ChannelPageProps> = ({ channel, supporters, tiers }) => {
  const { t } = useTranslation('profile');
  const name = channel.display_name;
  return (
    <>
      <Seo
        url={`/@${channel.slug}`}
        openGraphType="profile"
        schemaType="ProfilePage"
        title={t('channel.page.seoTitle', { name, slug: channel.slug })}
        description={channel.bio || t('channel.page.seoDescription', { name })}
        image={channel.avatar_url ?? undefined}
        createdAt={channel.created_at}
        updatedAt={channel.updated_at}
      />
      <ChannelGate>
        <ChannelPageView channel={channel} supporters={supporters} tiers={tiers} />
      </ChannelGate>
    </>
  );
};

/** How long a rendered channel page is served before the next visit renders it again. */
const REVALIDATE_SECONDS = CHANNEL_PAGE_REVALIDATE_SECONDS;

/** No channel is rendered at build time: each renders on its first visit, per language. */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/**
 * Incremental static regeneration: the public channel is the same for every visitor, so it is
 * rendered once and served from the cache for REVALIDATE_SECONDS. `/@ana` and `/ana` are one
 * channel; a slug no channel can have is a 404 without asking the API. A missing channel is
 * asked again after the same delay, so a channel created meanwhile appears.
 */
export const getStaticProps: GetStaticProps<ChannelPageProps & TranslationProps, { slug: string }> = async ({ params, locale }) => {
  const slug = normalizeSlug(params?.slug ?? '');
  if (slugProblem(slug) === 'INVALID') return { notFound: true };
  const api = createServerApi().core;
  const answer = await getChannel(slug, api);
  if (answer.status === 404) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  if (!answer.ok) throw new Error(`The channel ${slug} could not be loaded: ${answer.status} ${answer.code}`);
  const [gifts, tiers, translations] = await Promise.all([
    listChannelGifts(slug, 1, api),
    listChannelTiers(slug, api),
    pageTranslations(locale, ['profile', 'gifts', 'tiers']),
  ]);
  // Without them the page still renders; the browser then loads the supporters itself, and the
  // tiers show again at the next rendering.
  const supporters = gifts.ok ? { gifts: gifts.data.data, total: gifts.data.meta.total, renderedAt: Date.now() } : null;
  return {
    props: { channel: answer.data.data, supporters, tiers: tiers.ok ? tiers.data.data : null, ...translations },
    revalidate: REVALIDATE_SECONDS,
  };
};

export default ChannelPage;
