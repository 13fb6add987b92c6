/**
 * Owner analytics (issue 22 point 7, decision 0040): a tour's visits on its page (the editor) and
 * a summary of every tour on the dashboard. Read through the server-data cache (use under
 * <ServerDataGate>); loading, empty and failed reads each say so.
 *
 * The chart is inline SVG: a bar per day for the visits with the day's unique visitors drawn
 * inside it. It is an image labelled by its caption; the same figures are in a table below it.
 * Time runs left to right in every language (as the cache charts do), so its SVG keeps its
 * left-to-right layout under dir="rtl"; everything around it follows the page's direction.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  ANALYTICS_PERIODS,
  ANALYTICS_RETENTION_DAYS,
  DEFAULT_ANALYTICS_DAYS,
  type AnalyticsDay,
  type TourAnalytics,
} from '../../contract/analytics';
import { useTranslate } from '../../i18n/use-translate';
import { createAnalyticsApi } from '../../services/analytics-api';
import { useAppApi } from '../app/app-services';
import { SessionActor } from '../app/actors';
import { formatCount, formatDay } from '../dashboard/cache-performance-format';
import { linearScale, slotCenter, valueTicks } from '../../ui/chart-scale';
import { ChartFigure, DayAxes } from '../../ui/chart-figure';
import { LoadFailed } from './tour-list-states';
import './tour-analytics.css';
import { DataTable } from '../../ui/data-table';

function useAnalyticsApi() {
  const { client } = useAppApi();
  return useMemo(() => createAnalyticsApi(client), [client]);
}

function useOwnerId(): string | null {
  return SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
}

/** Seconds as the locale writes them: "45 sec" under a minute, else "2.5 min". */
export function formatDuration(seconds: number, locale: string): string {
  const minutes = seconds >= 60;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'short',
    maximumFractionDigits: minutes && seconds < 600 ? 1 : 0,
  }).format(minutes ? seconds / 60 : seconds);
}

function useFormat() {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      count: (value: number) => formatCount(value, locale),
      day: (day: string, style: 'short' | 'long') => formatDay(day, locale, style),
      duration: (seconds: number) => formatDuration(seconds, locale),
    }),
    [locale],
  );
}

const WIDTH = 640;
const HEIGHT = 200;
const PLOT = { top: 12, right: 12, bottom: 28, left: 48 };
const PLOT_BOTTOM = HEIGHT - PLOT.bottom;
const PLOT_RIGHT = WIDTH - PLOT.right;

/** Visits per day as bars, each day's unique visitors as a darker bar inside. */
export function VisitsChart({ daily }: { daily: readonly AnalyticsDay[] }) {
  const t = useTranslate();
  const format = useFormat();
  const ticks = valueTicks(Math.max(0, ...daily.map((day) => day.visits)), 4, 1);
  const y = linearScale(ticks.at(-1) ?? 1, PLOT_BOTTOM, PLOT.top);
  const slot = (PLOT_RIGHT - PLOT.left) / Math.max(daily.length, 1);
  const barWidth = Math.max(1, slot * 0.72);
  const visitsLabel = t('tourAnalytics.visits');
  const visitorsLabel = t('tourAnalytics.visitors');
  return (
    <ChartFigure
      title={t('tourAnalytics.chartTitle', { days: daily.length })}
      legend={[
        { label: visitsLabel, className: 'analytics-fill-visits' },
        { label: visitorsLabel, className: 'analytics-fill-visitors' },
      ]}
      width={WIDTH}
      height={HEIGHT}
    >
      <DayAxes
        plot={{ left: PLOT.left, right: PLOT_RIGHT, top: PLOT.top, bottom: PLOT_BOTTOM }}
        baseline={HEIGHT - 8}
        labelGap={6}
        ticks={ticks}
        formatTick={format.count}
        dayLabels={daily.map((day) => format.day(day.day, 'short'))}
      />
      {daily.map((day, index) => {
        const centre = slotCenter(index, daily.length, PLOT.left, PLOT_RIGHT);
        const visitsTop = y(day.visits);
        const visitorsTop = y(day.visitors);
        return (
          <g key={day.day}>
            <title>
              {`${format.day(day.day, 'long')}: ${visitsLabel} ${format.count(day.visits)}, ${visitorsLabel} ${format.count(day.visitors)}`}
            </title>
            <rect
              className="analytics-fill-visits"
              x={centre - barWidth / 2}
              y={visitsTop}
              width={barWidth}
              height={PLOT_BOTTOM - visitsTop}
            />
            <rect
              className="analytics-fill-visitors"
              x={centre - barWidth / 4}
              y={visitorsTop}
              width={barWidth / 2}
              height={PLOT_BOTTOM - visitorsTop}
            />
          </g>
        );
      })}
    </ChartFigure>
  );
}

function DailyTable({ daily }: { daily: readonly AnalyticsDay[] }) {
  const t = useTranslate();
  const format = useFormat();
  return (
    <details className="analytics-figures">
      <summary>{t('tourAnalytics.figures')}</summary>
      <DataTable
        className="analytics-table"
        caption={t('tourAnalytics.figures')}
        columns={[t('tourAnalytics.day'), t('tourAnalytics.visits'), t('tourAnalytics.visitors')]}
      >
        {[...daily].reverse().map((day) => (
          <tr key={day.day}>
            <th scope="row">{format.day(day.day, 'long')}</th>
            <td>{format.count(day.visits)}</td>
            <td>{format.count(day.visitors)}</td>
          </tr>
        ))}
      </DataTable>
    </details>
  );
}

function PlaceTable({
  title,
  empty,
  places,
}: {
  title: string;
  empty: string;
  places: TourAnalytics['rooms'];
}) {
  const t = useTranslate();
  const format = useFormat();
  const headingId = useId();
  return (
    <div className="analytics-places">
      <h3 id={headingId}>{title}</h3>
      {places.length === 0 ? (
        <p className="tour-editor-hint">{empty}</p>
      ) : (
        <DataTable
          className="analytics-table"
          labelledBy={headingId}
          columns={[t('tourAnalytics.place'), t('tourAnalytics.visits')]}
        >
          {places.map((place) => (
            <tr key={place.name}>
              <th scope="row">{place.name}</th>
              <td>{format.count(place.visits)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function AnalyticsFigures({ analytics }: { analytics: TourAnalytics }) {
  const t = useTranslate();
  const format = useFormat();
  const none = t('tourAnalytics.noTime');
  const stats: [string, string, string][] = [
    ['visits', t('tourAnalytics.visits'), format.count(analytics.visits)],
    ['visitors', t('tourAnalytics.visitors'), format.count(analytics.visitors)],
    [
      'median',
      t('tourAnalytics.medianTime'),
      analytics.medianSeconds === null ? none : format.duration(analytics.medianSeconds),
    ],
    [
      'average',
      t('tourAnalytics.averageTime'),
      analytics.averageSeconds === null ? none : format.duration(analytics.averageSeconds),
    ],
    ['ar', t('tourAnalytics.arOpens'), format.count(analytics.arOpens)],
    ['direct', t('tourAnalytics.direct'), format.count(analytics.sources.direct)],
    ['embed', t('tourAnalytics.embed'), format.count(analytics.sources.embed)],
  ];
  return (
    <>
      <dl className="analytics-stats">
        {stats.map(([key, label, value]) => (
          <div key={key} className="analytics-stat" data-stat={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="tour-editor-hint">{t('tourAnalytics.visitorsHint')}</p>
      <VisitsChart daily={analytics.daily} />
      <DailyTable daily={analytics.daily} />
      <div className="analytics-place-tables">
        <PlaceTable
          title={t('tourAnalytics.rooms')}
          empty={t('tourAnalytics.noRooms')}
          places={analytics.rooms}
        />
        <PlaceTable
          title={t('tourAnalytics.destinations')}
          empty={t('tourAnalytics.noDestinations')}
          places={analytics.destinations}
        />
      </div>
    </>
  );
}

/** The tour's visits over a chosen period, on the tour's page. */
export function TourAnalyticsPanel({ tourId }: { tourId: string }) {
  const t = useTranslate();
  const api = useAnalyticsApi();
  const owner = useOwnerId();
  const [days, setDays] = useState<number>(DEFAULT_ANALYTICS_DAYS);
  const headingId = useId();
  const periodId = useId();
  const query = useQuery({
    queryKey: ['tourAnalytics', owner, tourId, days],
    queryFn: () => api.tour(tourId, days),
    enabled: owner !== null,
  });
  const data = query.data;
  return (
    <section className="tour-editor-panel card tour-analytics" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tourAnalytics.heading')}</h2>
      <div className="analytics-period">
        <label htmlFor={periodId}>{t('tourAnalytics.period')}</label>
        <select
          id={periodId}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {ANALYTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t('tourAnalytics.periodOption', { days: period })}
            </option>
          ))}
        </select>
      </div>
      {data === undefined ? (
        <NotLoaded query={query} className="tour-editor-hint" />
      ) : data.visits === 0 ? (
        <p className="analytics-empty">{t('tourAnalytics.empty')}</p>
      ) : (
        <AnalyticsFigures analytics={data} />
      )}
      <p className="tour-editor-hint">
        {t('tourAnalytics.privacy', { days: ANALYTICS_RETENTION_DAYS })}
      </p>
    </section>
  );
}

/** Figures not in yet: why they failed, with Try again, or that they are loading. */
function NotLoaded({ query, className }: { query: UseQueryResult<unknown>; className: string }) {
  const t = useTranslate();
  if (!query.isError)
    return (
      <p className={className} role="status">
        {t('tourAnalytics.loading')}
      </p>
    );
  return <LoadFailed query={query} fallbackMessage={t('tourAnalytics.failed')} />;
}

/** The dashboard's summary: every tour's visits over the last 30 days. */
export function AnalyticsSummarySection() {
  const t = useTranslate();
  const api = useAnalyticsApi();
  const owner = useOwnerId();
  const format = useFormat();
  const days = DEFAULT_ANALYTICS_DAYS;
  const query = useQuery({
    queryKey: ['toursAnalytics', owner, days],
    queryFn: () => api.summary(days),
    enabled: owner !== null,
  });
  const data = query.data;
  return (
    <section
      className="dashboard-section analytics-summary"
      aria-labelledby="dashboard-analytics-heading"
    >
      <h2 id="dashboard-analytics-heading">{t('tourAnalytics.summaryHeading', { days })}</h2>
      {data === undefined ? (
        <NotLoaded query={query} className="dashboard-note" />
      ) : data.tours.length === 0 ? (
        <p className="dashboard-note">{t('tourAnalytics.summaryEmpty', { days })}</p>
      ) : (
        <>
          <p className="analytics-summary-totals">
            {t('tourAnalytics.summaryTotals', {
              visits: data.visits,
              visitors: data.visitors,
            })}
          </p>
          <DataTable
            className="analytics-table"
            caption={t('tourAnalytics.summaryHeading', { days })}
            columns={[
              t('tourAnalytics.tour'),
              t('tourAnalytics.visits'),
              t('tourAnalytics.visitors'),
            ]}
          >
            {data.tours.map((tour) => (
              <tr key={tour.id}>
                <th scope="row">
                  <Link to={`/dashboard/tours/${encodeURIComponent(tour.id)}`}>{tour.title}</Link>
                </th>
                <td>{format.count(tour.visits)}</td>
                <td>{format.count(tour.visitors)}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
