import type { GetStaticPaths, GetStaticProps } from 'next';
import { ChannelGate } from '@/components/channel/channel-gate';
import { ChannelPageView } from '@/components/channel/page/channel-page-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { normalizeSlug, slugProblem, type PublicChannel } from '@/contracts/channel';
import { getChannel } from '@/services/api/channel/channel';
import { createServerApi } from '@/services/http/server-api';
import { type TranslationProps, pageTranslations } from '@/services/i18n/page-translations';
import { useTranslation } from '@/services/i18n/react';

interface ChannelPageProps {
  channel: PublicChannel;
}

const ChannelPage: NextPageWithLayout<ChannelPageProps> = ({ channel }) => {
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
        <ChannelPageView channel={channel} />
      </ChannelGate>
    </>
  );
};

/** How long a rendered channel page is served before the next visit renders it again. */
const REVALIDATE_SECONDS = 30;

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
  const answer = await getChannel(slug, createServerApi().core);
  if (answer.status === 404) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  if (!answer.ok) throw new Error(`The channel ${slug} could not be loaded: ${answer.status} ${answer.code}`);
  const translations = await pageTranslations(locale, ['profile', 'gifts']);
  return { props: { channel: answer.data.data, ...translations }, revalidate: REVALIDATE_SECONDS };
};

export default ChannelPage;
