import { Link } from 'react-router-dom';
import { FirstRunChecklist } from './first-run-checklist';
import { RefusedNotice } from './refused-notice';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { ScreenIntro } from '../app/page-metadata';
import { ServerDataGate } from '../app/app-services';
import { PlanSummary } from '../billing/plan-summary';
import { CreditsSummary } from '../tours/credits-summary';
import { TourCardList } from '../tours/tour-card';
import { isInProgress, newestTours } from '../tours/tour-list';
import { LoadFailed, NoToursYet, ToursLoading } from '../tours/tour-list-states';
import { AnalyticsSummarySection } from '../tours/tour-analytics';
import { useCreditsFollowTours, useMyTours } from '../tours/tour-queries';

function ProcessingTours({ tours }: { tours: readonly TourView[] }) {
  const t = useTranslate();
  const processing = tours.filter(isInProgress);
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-processing-heading">
      <h2 id="dashboard-processing-heading">{t('tourLists.dashboard.processingHeading')}</h2>
      {processing.length === 0 ? (
        <p className="dashboard-note">{t('tourLists.dashboard.nothingProcessing')}</p>
      ) : (
        <TourCardList
          tours={processing}
          headingLevel={3}
          label={t('tourLists.dashboard.processingListLabel')}
        />
      )}
    </section>
  );
}

function RecentTours({ tours }: { tours: readonly TourView[] }) {
  const t = useTranslate();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-recent-heading">
      <h2 id="dashboard-recent-heading">{t('tourLists.dashboard.recentHeading')}</h2>
      {tours.length === 0 ? (
        <NoToursYet />
      ) : (
        <>
          <TourCardList
            tours={newestTours(tours)}
            headingLevel={3}
            label={t('tourLists.dashboard.recentListLabel')}
          />
          <p className="dashboard-note">
            <Link to="/dashboard/tours">
              {t('tourLists.dashboard.allTours', { count: tours.length })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** The tours still processing and the newest tours, from one read of the owner's tours. */
function TourSectionsFromQuery() {
  const t = useTranslate();
  const tours = useMyTours();
  useCreditsFollowTours(tours.data);
  if (tours.data === undefined) {
    if (!tours.isError) return <ToursLoading label={t('tourLists.tours.loading')} cards={3} />;
    return <LoadFailed query={tours} fallbackMessage={t('tourLists.errors.tours')} />;
  }
  return (
    <>
      <FirstRunChecklist tours={tours.data} />
      <ProcessingTours tours={tours.data} />
      <RecentTours tours={tours.data} />
      <AnalyticsSummarySection />
    </>
  );
}

function TourSections() {
  const t = useTranslate();
  return (
    <ServerDataGate fallback={<ToursLoading label={t('tourLists.tours.loading')} cards={3} />}>
      <TourSectionsFromQuery />
    </ServerDataGate>
  );
}

/** /dashboard: credits left, the plan, a way to create a tour, tours still processing and recent tours. */
export function DashboardScreen() {
  const t = useTranslate();
  return (
    <>
      <ScreenIntro page="dashboard" noIndex />
      <RefusedNotice />
      <div className="dashboard-overview">
        <div className="dashboard-create">
          <Link className="button button-primary button-large" to="/dashboard/create-tour">
            {t('tourLists.createTour')}
          </Link>
          <p className="dashboard-note">{t('tourLists.dashboard.createHint')}</p>
        </div>
        <CreditsSummary />
        <PlanSummary />
      </div>
      <TourSections />
    </>
  );
}
