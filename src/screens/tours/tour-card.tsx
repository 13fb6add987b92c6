import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { useThumbnailUrl } from './tour-queries';
import { SampleBadge, TourProgress, TourStatusBadge } from './tour-status-badge';
import { TourThumbnail } from './tour-thumbnail';
import './tour-lists.css';

export type CardHeadingLevel = 2 | 3;

/** One tour: thumbnail, title (the link to its page), status, address, date and views. */
export function TourCard({
  tour,
  headingLevel,
}: {
  tour: TourView;
  headingLevel: CardHeadingLevel;
}) {
  const t = useTranslate();
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="tour-card">
      <TourThumbnail tour={tour} src={useThumbnailUrl(tour)} />
      <div className="tour-card-body">
        <Heading className="tour-card-title">
          <Link className="tour-card-link" to={`/dashboard/tours/${encodeURIComponent(tour.id)}`}>
            {tour.title}
          </Link>
        </Heading>
        <TourStatusBadge tour={tour} />
        <SampleBadge tour={tour} />
        {tour.status === 'processing' ? <TourProgress tour={tour} /> : null}
        {tour.status === 'failed' && tour.error ? (
          <p className="tour-card-error">{tour.error}</p>
        ) : null}
        {tour.address ? <p className="tour-card-address">{tour.address}</p> : null}
        <p className="tour-card-facts">
          <span>
            {t('tourLists.card.created', {
              date: intl.formatDate(tour.createdAt, { dateStyle: 'medium' }),
            })}
          </span>
          <span>{t('tourLists.card.views', { count: tour.views })}</span>
        </p>
      </div>
    </li>
  );
}

/** Tours as a list of cards. */
export function TourCardList({
  tours,
  headingLevel,
  label,
}: {
  tours: readonly TourView[];
  headingLevel: CardHeadingLevel;
  label: string;
}) {
  return (
    <ul className="tour-cards" aria-label={label}>
      {tours.map((tour) => (
        <TourCard key={tour.id} tour={tour} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
