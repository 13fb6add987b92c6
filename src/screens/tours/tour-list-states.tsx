import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import './tour-lists.css';
import { ReadFailed as ReadFailedPanel, type ReadFailedProps } from '../../ui/read-failed';

/** Placeholder cards while the tours load, announced once to screen readers. */
export function ToursLoading({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div className="tour-cards-loading" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="tour-cards" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="tour-card tour-card-skeleton">
            <div className="tour-thumbnail" />
            <div className="tour-card-body">
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line-short" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** A read that failed: why, and a way to try again. */
export function LoadFailed({
  query,
  fallbackMessage,
}: ReadFailedProps & { fallbackMessage: string }) {
  const message = failureMessage(query.error, fallbackMessage);
  return <ReadFailedPanel className="tour-list-error" message={message} query={query} />;
}

/** The owner has no tour yet: what to do first. */
export function NoToursYet() {
  const t = useTranslate();
  return (
    <div className="tour-list-empty">
      <p className="tour-list-empty-title">{t('tourLists.empty.title')}</p>
      <p>{t('tourLists.empty.text')}</p>
      <Link className="button button-primary" to="/dashboard/create-tour">
        {t('tourLists.createTour')}
      </Link>
    </div>
  );
}
