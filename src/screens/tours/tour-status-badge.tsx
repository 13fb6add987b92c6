import { useIntl } from 'react-intl';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { displayStatus } from './tour-list';
import './tour-lists.css';

/** A tour's status in words (never by colour alone); processing with its progress. */
export function TourStatusBadge({ tour }: { tour: TourView }) {
  const t = useTranslate();
  const intl = useIntl();
  const status = displayStatus(tour);
  const percent = intl.formatNumber(tour.progress, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <span className="tour-status" data-status={status}>
      {t(`tourLists.status.${status}`, { percent })}
    </span>
  );
}

/** The progress of a tour being processed, as a labelled bar. */
export function TourProgress({ tour }: { tour: TourView }) {
  const t = useTranslate();
  return (
    <progress
      className="tour-progress"
      max={1}
      value={tour.progress}
      aria-label={t('tourLists.card.progressLabel', { title: tour.title })}
    />
  );
}

/** "Sample": the copy of the demo tour that came with the account (decision 0038). */
export function SampleBadge({ tour }: { tour: TourView }) {
  const t = useTranslate();
  if (!tour.sample) return null;
  return <span className="tour-sample">{t('tourLists.sample')}</span>;
}
