import { HomeView } from '@/components/home/home-view';
import type { NextPageWithLayout } from '@/components/layout/page-types';
import { Seo } from '@/components/seo/seo';

const HomePage: NextPageWithLayout = () => (
  <>
    <Seo url="/" />
    <HomeView />
  </>
);

HomePage.namespaces = ['home'];

export default HomePage;
