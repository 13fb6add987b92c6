import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isRtlLocale } from '../../contract/locales';
import { DEMO_TOUR_SLUG } from '../../contract/demo-tour';
import { useTranslate } from '../../i18n/use-translate';
import { scrollToSection } from '../layout/section-link';
import {
  DetectionIllustration,
  FloorPlanIllustration,
  InteractiveRoomIllustration,
  MeshRoomIllustration,
  type DetectedObject,
} from './hero-illustrations';

/** The objects the detection card outlines, with the confidence shown on each label. */
const DETECTIONS: { key: DetectedObject['key']; confidence: number }[] = [
  { key: 'sofa', confidence: 0.98 },
  { key: 'lamp', confidence: 0.94 },
  { key: 'window', confidence: 0.97 },
  { key: 'plant', confidence: 0.91 },
];

function CardText({ titleId, textId }: { titleId: string; textId: string }) {
  const t = useTranslate();
  return (
    <>
      <h2 className="hero-card-title">{t(titleId)}</h2>
      <p className="hero-card-text">{t(textId)}</p>
    </>
  );
}

function MeshCard() {
  const t = useTranslate();
  return (
    <li className="hero-card hero-card-mesh">
      <CardText titleId="home.hero.cards.mesh.title" textId="home.hero.cards.mesh.text" />
      <MeshRoomIllustration label={t('home.hero.cards.mesh.visual')} />
    </li>
  );
}

function DetectionCard() {
  const t = useTranslate();
  const intl = useIntl();
  const badge = t('home.hero.cards.detection.badge');
  const objects = DETECTIONS.map(({ key, confidence }) => ({
    key,
    name: t(`home.hero.cards.detection.objects.${key}`),
    confidence: intl.formatNumber(confidence, { style: 'percent' }),
  }));
  return (
    <li className="hero-card hero-card-detection">
      {/* The badge is seen; assistive technology hears "New Feature: Smarter Object Detection". */}
      <h2 className="hero-card-title">
        <span className="hero-card-badge hero-badge-new" aria-hidden="true">
          {badge}
        </span>{' '}
        <span className="visually-hidden">{`${badge}: `}</span>
        {t('home.hero.cards.detection.title')}
      </h2>
      <p className="hero-card-text">{t('home.hero.cards.detection.text')}</p>
      <DetectionIllustration
        label={t('home.hero.cards.detection.visual')}
        objects={objects}
        rtl={isRtlLocale(intl.locale)}
      />
      <p className="hero-detect-summary">
        {t('home.hero.cards.detection.summary', { count: objects.length })}
      </p>
    </li>
  );
}

function InteractiveCard() {
  const t = useTranslate();
  return (
    <li className="hero-card hero-card-interactive">
      <div className="hero-card-heading">
        <h2 className="hero-card-title">{t('home.hero.cards.interactive.title')}</h2>
        <ul className="hero-card-badges">
          <li className="hero-card-badge hero-badge-live">
            {t('home.hero.cards.interactive.live')}
          </li>
          <li className="hero-card-badge hero-badge-ar">{t('home.hero.cards.interactive.ar')}</li>
        </ul>
      </div>
      <p className="hero-card-text">{t('home.hero.cards.interactive.text')}</p>
      <div className="hero-room-view">
        <InteractiveRoomIllustration label={t('home.hero.cards.interactive.visual')} />
      </div>
      <Link to={`/t/${DEMO_TOUR_SLUG}`} className="button button-primary hero-tour-button">
        {t('home.hero.cards.interactive.enterTour')}
      </Link>
    </li>
  );
}

function NavigationCard() {
  const t = useTranslate();
  return (
    <li className="hero-card hero-card-navigation">
      <CardText
        titleId="home.hero.cards.navigation.title"
        textId="home.hero.cards.navigation.text"
      />
      <FloorPlanIllustration label={t('home.hero.cards.navigation.visual')} />
    </li>
  );
}

/**
 * The landing page's hero (SPEC §2): heading, description, Start Capturing (to /register),
 * See Pricing (scrolls to #pricing) and the 600 px area of four illustrative cards. It fetches
 * nothing and reads no browser API while rendering, so it can be prerendered into the HTML.
 */
export function HeroSection() {
  const t = useTranslate();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-intro">
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
      </div>
      <ul className="hero-cards" aria-label={t('home.hero.cardsLabel')}>
        <MeshCard />
        <DetectionCard />
        <InteractiveCard />
        <NavigationCard />
      </ul>
    </section>
  );
}
