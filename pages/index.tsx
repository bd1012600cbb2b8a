import { ChannelGate } from '@/components/channel/channel-gate';
import { HomeView } from '@/components/home/home-view';
import { SignedInHome } from '@/components/home/signed-in-home';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';

const HomePage: NextPageWithLayout = () => (
  <>
    <Seo url="/" />
    <ChannelGate home={<SignedInHome />}>
      <HomeView />
    </ChannelGate>
  </>
);

export const getStaticProps = staticTranslations(['home', 'profile']);

export default HomePage;
