/** The period's key figures, above the charts. */
import type { CachePerformanceReport } from '../../contract/cache-performance';
import { useTranslate } from '../../i18n/use-translate';
import { useCacheFormat } from './cache-performance-locale';

export function CacheSummary({ report }: { report: CachePerformanceReport }) {
  const t = useTranslate();
  const format = useCacheFormat();
  const { totals } = report;
  const figures: [string, string, string?][] = [
    ['hitRatio', format.percent(totals.hitRatio)],
    ['requests', format.count(totals.requestCount)],
    [
      'cdnHits',
      format.count(totals.cdnHits),
      t('cachePerformance.summary.cdnHitRatio', { ratio: format.percent(totals.cdnHitRatio) }),
    ],
    ['cdnMisses', format.count(totals.cdnMisses)],
    ['averageResponseTime', format.milliseconds(totals.averageResponseTime)],
    ['totalSize', format.bytes(totals.totalSize)],
    ['networkErrors', format.count(totals.networkErrors)],
  ];
  return (
    <section className="cache-section" aria-labelledby="cache-summary-heading">
      <h2 id="cache-summary-heading">{t('cachePerformance.summary.heading')}</h2>
      <p className="cache-note">
        {t('cachePerformance.summary.reports', {
          reports: totals.reports,
          sessions: totals.sessions,
        })}
      </p>
      <dl className="cache-figures">
        {figures.map(([name, value, note]) => (
          <div key={name} className="card cache-figure">
            <dt>{t(`cachePerformance.summary.${name}`)}</dt>
            <dd>
              <span className="cache-figure-value">{value}</span>
              {note && <span className="cache-figure-note">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
