import type { GetServerSideProps } from 'next';
import { useTranslation } from 'react-i18next';
import { ChannelGate } from '@/components/channel/channel-gate';
import { ChannelPageView } from '@/components/channel/page/channel-page-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { normalizeSlug, slugProblem, type PublicChannel } from '@/contracts/channel';
import { getChannel } from '@/services/api/channel/channel';
import { createServerApi } from '@/services/http/server-api';

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

ChannelPage.namespaces = ['profile', 'gifts'];

/** `/@ana` and `/ana` are one channel; a slug no channel can have is a 404 without asking the API. */
export const getServerSideProps: GetServerSideProps<ChannelPageProps, { slug: string }> = async ({ params }) => {
  const slug = normalizeSlug(params?.slug ?? '');
  if (slugProblem(slug) === 'INVALID') return { notFound: true };
  const answer = await getChannel(slug, createServerApi().core);
  if (answer.ok) return { props: { channel: answer.data.data } };
  if (answer.status === 404) return { notFound: true };
  throw new Error(`The channel ${slug} could not be loaded: ${answer.status} ${answer.code}`);
};

export default ChannelPage;
