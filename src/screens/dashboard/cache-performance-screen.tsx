/**
 * /dashboard/cache-performance (ADMIN_ROLES, issue 9): the request-cache statistics the app
 * reports (SPEC §3), per day of a period chosen by preset or from one day to another and kept in
 * the address. Summary figures, four charts and the same numbers in tables. A query and the
 * address are all its state: no machine.
 */
import { useSearchParams } from 'react-router-dom';
import type { CachePerformanceReport } from '../../contract/cache-performance';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { ScreenIntro } from '../app/page-metadata';
import { ServerDataGate } from '../app/app-services';
import { CdnChart, DayLineChart, TypeChart } from './cache-performance-charts';
import { PeriodFilter } from './cache-performance-filter';
import { useCacheFormat } from './cache-performance-locale';
import { LOAD_CACHE_STATISTICS_FAILED, translateCacheMessage } from './cache-performance-messages';
import { useCachePerformance } from './cache-performance-queries';
import { choiceOf, paramsOf, requestOf } from './cache-performance-range';
import { CacheSummary } from './cache-performance-summary';
import { DayTable, TypeTable } from './cache-performance-tables';
import './cache-performance.css';
import {
  ReadFailed as ReadFailedPanel,
  type ReadFailedProps,
  SkeletonLines,
} from '../../ui/read-failed';

function Loading() {
  const t = useTranslate();
  return (
    <SkeletonLines
      className="cache-loading"
      lineClassName="cache-skeleton"
      label={t('cachePerformance.loading')}
      lines={3}
    />
  );
}

/** A read that failed: why, and a way to try again. */
function LoadFailed({ query }: ReadFailedProps) {
  const t = useTranslate();
  const message = translateCacheMessage(
    t,
    failureMessage(query.error, LOAD_CACHE_STATISTICS_FAILED),
  );
  return <ReadFailedPanel className="cache-section" message={message} query={query} />;
}

function PeriodShown({ report }: { report: CachePerformanceReport }) {
  const t = useTranslate();
  const format = useCacheFormat();
  return (
    <p className="cache-period-shown">
      {t('cachePerformance.period.shown', {
        from: format.day(report.range.from, 'long'),
        to: format.day(report.range.to, 'long'),
        days: report.range.days,
      })}
    </p>
  );
}

function Statistics({ report }: { report: CachePerformanceReport }) {
  const t = useTranslate();
  const format = useCacheFormat();
  const { days } = report;
  return (
    <>
      <CacheSummary report={report} />
      <section className="cache-section" aria-labelledby="cache-charts-heading">
        <h2 id="cache-charts-heading">{t('cachePerformance.charts.heading')}</h2>
        <p className="cache-note">{t('cachePerformance.charts.tablesNote')}</p>
        <div className="cache-charts">
          <DayLineChart
            title={t('cachePerformance.charts.hitRatio')}
            days={days}
            values={days.map((day) => day.hitRatio)}
            fixedMax={1}
            formatValue={format.percent}
          />
          <CdnChart days={days} />
          <DayLineChart
            title={t('cachePerformance.charts.responseTime')}
            days={days}
            values={days.map((day) => day.averageResponseTime)}
            formatValue={format.milliseconds}
          />
          {report.byType.length > 0 && <TypeChart types={report.byType} />}
        </div>
      </section>
      <section className="cache-section" aria-labelledby="cache-tables-heading">
        <h2 id="cache-tables-heading">{t('cachePerformance.tables.heading')}</h2>
        <DayTable report={report} />
        {report.byType.length > 0 && <TypeTable report={report} />}
      </section>
    </>
  );
}

function CachePerformance() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const request = requestOf(choice);
  const query = useCachePerformance(request);
  const report = query.data;

  const results = () => {
    if (request === null) return <p className="cache-note">{t('cachePerformance.fixPeriod')}</p>;
    if (query.isError) {
      return <LoadFailed query={query} />;
    }
    if (report === undefined) return <Loading />;
    return (
      <div className="cache-results" aria-busy={query.isPlaceholderData || undefined}>
        <PeriodShown report={report} />
        {query.isPlaceholderData && (
          <p className="cache-note" role="status">
            {t('cachePerformance.updating')}
          </p>
        )}
        {report.totals.reports === 0 ? (
          <div className="card cache-empty">
            <p>{t('cachePerformance.empty')}</p>
            <p className="cache-note">{t('cachePerformance.emptyHint')}</p>
          </div>
        ) : (
          <Statistics report={report} />
        )}
      </div>
    );
  };

  return (
    <div className="cache-performance">
      <PeriodFilter
        choice={choice}
        shown={report?.range}
        onChoose={(next) => setParams(paramsOf(next))}
      />
      {results()}
    </div>
  );
}

export function CachePerformanceScreen() {
  return (
    <>
      <ScreenIntro page="cachePerformance" noIndex />
      <ServerDataGate fallback={<Loading />}>
        <CachePerformance />
      </ServerDataGate>
    </>
  );
}
