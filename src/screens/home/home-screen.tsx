import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { PageMetadataTags } from '../app/page-metadata';
import { scrollToSection } from '../layout/section-link';

const ORGANIZATION_DATA = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Roomwalk',
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web',
  description: 'AR and virtual 3D tours from a phone scan or CAD file.',
};

/** The landing page; its hero now, its sections with the public-site issue. */
export function HomeScreen() {
  const t = useTranslate();
  return (
    <>
      <PageMetadataTags structuredData={ORGANIZATION_DATA} />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p className="tagline">{t('home.hero.tagline')}</p>
        <p className="lead">{t('home.hero.description')}</p>
        <div className="hero-actions">
          <Link to="/register" className="button button-primary">
            {t('home.hero.startCapturing')}
          </Link>
          <a
            href="#pricing"
            className="button button-secondary"
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('pricing');
            }}
          >
            {t('home.hero.seePricing')}
          </a>
        </div>
      </section>
    </>
  );
}
