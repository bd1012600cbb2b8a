import { ChannelGate } from '@/components/channel/channel-gate';
import { HomeView } from '@/components/home/home-view';
import { SignedInHome } from '@/components/home/signed-in-home';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';

const HomePage: NextPageWithLayout = () => (
  <>
    <Seo url="/" />
    <ChannelGate home={<SignedInHome />}>
      <HomeView />
    </ChannelGate>
  </>
);

HomePage.namespaces = ['home', 'profile'];

export default HomePage;
