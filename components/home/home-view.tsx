import { Deferred } from '@/components/ui/deferred';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

/** The signed-out landing page: what follows the hero is below the fold, hydrated when near it. */
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
