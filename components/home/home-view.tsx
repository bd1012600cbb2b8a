import { Deferred } from '@/components/ui/deferred';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

/** The signed-out landing page: what follows the hero is text and links, the server's HTML until used. */
export function HomeView() {
  return (
    <>
      <HeroSection />
      <Deferred>
        <FeaturesSection />
        <ClosingSection />
      </Deferred>
    </>
  );
}
