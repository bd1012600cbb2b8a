import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';

/** The signed-out landing page. */
export function HomeView() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ClosingSection />
    </>
  );
}
