import { useTranslate } from '../../i18n/use-translate';

/** The product points of SPEC §1, in the order shown (catalogue keys home.features.items.*). */
export const FEATURE_ITEMS = [
  'noHardware',
  'cloudProcessing',
  'editing',
  'sharing',
  'hosting',
  'arNavigation',
] as const;

type FeatureItem = (typeof FEATURE_ITEMS)[number];

/** One 24 × 24 stroke icon per point. */
const FEATURE_ICON_PATHS: Record<FeatureItem, string> = {
  noHardware:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18.5h2M9.5 9.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  cloudProcessing:
    'M7 18.5h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.55 9.1 4.75 4.75 0 0 0 7 18.5zM12 10v4.5l2.5 1.5',
  editing: 'M5 21V4M5 4.5h11l-2.5 4 2.5 4H5M14.5 17.5l5-5M18 20.5h3',
  sharing:
    'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  hosting: 'M6.5 15.5c-4 0-4-7 0-7 3 0 5 7 11 7 4 0 4-7 0-7-6 0-8 7-11 7z',
  arNavigation: 'M12 2.5l8 4.5v9l-8 4.5-8-4.5v-9zM4 7l8 4.5L20 7M12 11.5v9',
};

function FeatureIcon({ item }: { item: FeatureItem }) {
  return (
    <svg
      className="features-icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={FEATURE_ICON_PATHS[item]} />
    </svg>
  );
}

/**
 * The landing page's features (the top bar's "Tech" link, anchor #features): what SPEC §1 says
 * the product does, one card per point.
 */
export function FeaturesSection() {
  const t = useTranslate();
  return (
    <section id="features" className="features-section" aria-labelledby="features-title">
      <header className="features-header">
        <h2 id="features-title">{t('home.features.title')}</h2>
        <p className="lead">{t('home.features.lead')}</p>
      </header>
      <ul className="features-list">
        {FEATURE_ITEMS.map((item) => (
          <li key={item} className="features-item">
            <FeatureIcon item={item} />
            <h3>{t(`home.features.items.${item}.title`)}</h3>
            <p>{t(`home.features.items.${item}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
