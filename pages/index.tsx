import dynamic from 'next/dynamic';
import { ChannelGate } from '@/components/channel/channel-gate';
import { HomeView } from '@/components/home/home-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';
import { staticTranslations } from '@/services/i18n/page-translations';

// Only a signed-in creator sees it, after the session restores in the browser: the landing
// page's first load, what every visitor pays, does not carry it.
const SignedInHome = dynamic(() => import('@/components/home/signed-in-home').then((module) => module.SignedInHome), { ssr: false });

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
