/** The numbers of the charts as tables: every day of the period, and every type. */
import { useId, type ReactNode } from 'react';
import type {
  CacheFigures,
  CachePerformanceReport,
  CacheType,
} from '../../contract/cache-performance';
import { useTranslate } from '../../i18n/use-translate';
import { useCacheFormat } from './cache-performance-locale';

const DAY_COLUMNS = [
  'reports',
  'sessions',
  'requests',
  'cacheHits',
  'cacheMisses',
  'hitRatio',
  'networkErrors',
  'cdnHits',
  'cdnMisses',
  'averageResponseTime',
  'totalSize',
] as const;

function useFigureCells(): (figures: CacheFigures) => string[] {
  const format = useCacheFormat();
  return (figures) => [
    format.count(figures.reports),
    format.count(figures.sessions),
    format.count(figures.requestCount),
    format.count(figures.cacheHits),
    format.count(figures.cacheMisses),
    format.percent(figures.hitRatio),
    format.count(figures.networkErrors),
    format.count(figures.cdnHits),
    format.count(figures.cdnMisses),
    format.milliseconds(figures.averageResponseTime),
    format.bytes(figures.totalSize),
  ];
}

/** A table that scrolls on its own on a narrow screen, and can be scrolled from the keyboard. */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="cache-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="cache-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function DayTable({ report }: { report: CachePerformanceReport }) {
  const t = useTranslate();
  const format = useCacheFormat();
  const cells = useFigureCells();
  return (
    <ScrollingTable caption={t('cachePerformance.tables.days')}>
      <thead>
        <tr>
          <th scope="col">{t('cachePerformance.tables.day')}</th>
          {DAY_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`cachePerformance.tables.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.days.map((day) => (
          <tr key={day.day} data-empty={day.reports === 0 || undefined}>
            <th scope="row">{format.day(day.day, 'long')}</th>
            {cells(day).map((cell, index) => (
              <td key={DAY_COLUMNS[index]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('cachePerformance.tables.total')}</th>
          {cells(report.totals).map((cell, index) => (
            <td key={DAY_COLUMNS[index]}>{cell}</td>
          ))}
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

function TypeRow({
  type,
  label,
}: {
  type: Pick<CacheType, 'requests' | 'resources'>;
  label: string;
}) {
  const format = useCacheFormat();
  return (
    <tr>
      <th scope="row" className="cache-type-name">
        {label}
      </th>
      <td>{format.count(type.requests)}</td>
      <td>{format.count(type.resources)}</td>
    </tr>
  );
}

export function TypeTable({ report }: { report: CachePerformanceReport }) {
  const t = useTranslate();
  const other = report.otherTypes;
  return (
    <ScrollingTable caption={t('cachePerformance.tables.types')}>
      <thead>
        <tr>
          <th scope="col">{t('cachePerformance.tables.type')}</th>
          <th scope="col">{t('cachePerformance.tables.requests')}</th>
          <th scope="col">{t('cachePerformance.tables.resources')}</th>
        </tr>
      </thead>
      <tbody>
        {report.byType.map((type) => (
          <TypeRow key={type.type} type={type} label={type.type} />
        ))}
        {other && (
          <TypeRow
            type={other}
            label={t('cachePerformance.tables.otherTypes', { count: other.types })}
          />
        )}
      </tbody>
    </ScrollingTable>
  );
}
