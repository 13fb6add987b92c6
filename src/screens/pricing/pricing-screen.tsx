import { ScreenIntro } from '../app/page-metadata';
import { PricingSection } from './pricing-section';

/** /pricing (SPEC §2): the page's heading and metadata, then the same section as the landing page. */
export function PricingScreen() {
  return (
    <>
      <ScreenIntro page="pricing" />
      <PricingSection />
    </>
  );
}
