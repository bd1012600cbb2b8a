import { Deferred } from '@/components/ui/deferred';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

/** The signed-out landing page: what follows the hero is below the fold, hydrated when they scroll into view. */
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
