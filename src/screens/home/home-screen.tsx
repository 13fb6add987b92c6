import { PageMetadataTags } from '../app/page-metadata';
import { ContactSection } from '../contact/contact-section';
import { PricingSection } from '../pricing/pricing-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PortalsStrip } from './portals-strip';

const ORGANIZATION_DATA = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Roomwalk',
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web',
  description: 'AR and virtual 3D tours from a phone scan or CAD file.',
};

/**
 * The landing page (SPEC §2): the hero, the features (#features), the compatible-portals strip,
 * pricing (#pricing), the FAQ (#faq) and the contact form (#contact).
 */
export function HomeScreen() {
  return (
    <div className="home-screen">
      <PageMetadataTags structuredData={ORGANIZATION_DATA} />
      <HeroSection />
      <FeaturesSection />
      <PortalsStrip />
      <PricingSection />
      <FaqSection />
      <ContactSection />
    </div>
  );
}
