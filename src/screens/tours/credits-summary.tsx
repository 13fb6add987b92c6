import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { ServerDataGate } from '../app/app-services';
import { LoadFailed } from './tour-list-states';
import { useCreditBalance } from './tour-queries';
import './tour-lists.css';

function CreditsLoading() {
  const t = useTranslate();
  return (
    <p className="credits-balance" role="status" aria-busy="true">
      <span className="skeleton-line" aria-hidden="true" />
      <span className="visually-hidden">{t('tourLists.credits.loading')}</span>
    </p>
  );
}

function Balance() {
  const t = useTranslate();
  const credits = useCreditBalance();
  if (credits.data === undefined) {
    if (!credits.isError) return <CreditsLoading />;
    return <LoadFailed query={credits} fallbackMessage={t('tourLists.errors.credits')} />;
  }
  return (
    <>
      <p className="credits-balance">{t('tourLists.credits.balance', { count: credits.data })}</p>
      {credits.data === 0 ? (
        <p className="dashboard-note">{t('tourLists.credits.noneLeft')}</p>
      ) : null}
    </>
  );
}

/** The credits left, with the ways to buy more and to see the history. */
export function CreditsSummary() {
  const t = useTranslate();
  return (
    <section className="credits-summary card" aria-labelledby="credits-summary-heading">
      <h2 id="credits-summary-heading">{t('tourLists.credits.heading')}</h2>
      <ServerDataGate fallback={<CreditsLoading />}>
        <Balance />
      </ServerDataGate>
      <p className="credits-links">
        <Link to="/dashboard/top-up">{t('tourLists.credits.buy')}</Link>
        <Link to="/dashboard/credits">{t('tourLists.credits.history')}</Link>
      </p>
    </section>
  );
}
