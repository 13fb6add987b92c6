/**
 * The charts of /dashboard/cache-performance, drawn as inline SVG. Each is a figure whose caption
 * names it (role img, labelled by the caption); the tables under the charts hold the same numbers.
 *
 * Right-to-left: the day charts keep time running left to right (oldest day on the left), as
 * dates and numbers read left to right in Arabic too; their SVG is always laid out
 * left-to-right. The by-type chart is not a time axis: in right-to-left its names stand on the
 * right and its bars grow leftwards.
 */
import type { CacheDay, CacheType } from '../../contract/cache-performance';
import { useTranslate } from '../../i18n/use-translate';
import { ChartFigure, DayAxes } from '../../ui/chart-figure';
import { useCacheFormat, useRightToLeft } from './cache-performance-locale';
import {
  inlineAnchor,
  inlineSpan,
  inlineX,
  linePath,
  linearScale,
  shortLabel,
  slotCenter,
  valueTicks,
} from '../../ui/chart-scale';

const WIDTH = 640;
const HEIGHT = 220;
const PLOT = { top: 12, right: 16, bottom: 28, left: 64 };
const PLOT_BOTTOM = HEIGHT - PLOT.bottom;
const PLOT_RIGHT = WIDTH - PLOT.right;

/** The day charts' axes: value labels 8 units left of the plot, day labels under it. */
const DAY_AXES = {
  plot: { left: PLOT.left, right: PLOT_RIGHT, top: PLOT.top, bottom: PLOT_BOTTOM },
  baseline: HEIGHT - 8,
  labelGap: 8,
};

/** A value per day as a line (broken on days without a value), with a dot per value. */
export function DayLineChart({
  title,
  days,
  values,
  fixedMax,
  formatValue,
}: {
  title: string;
  days: readonly CacheDay[];
  values: readonly (number | null)[];
  /** The top of the value axis (1 for a share); otherwise it follows the largest value. */
  fixedMax?: number;
  formatValue: (value: number) => string;
}) {
  const format = useCacheFormat();
  const ticks = valueTicks(fixedMax ?? Math.max(0, ...values.map((value) => value ?? 0)));
  const y = linearScale(ticks.at(-1) ?? 1, PLOT_BOTTOM, PLOT.top);
  const points = values.map((value, index) =>
    value === null
      ? null
      : { x: slotCenter(index, values.length, PLOT.left, PLOT_RIGHT), y: y(value) },
  );
  return (
    <ChartFigure title={title} width={WIDTH} height={HEIGHT} className="cache-chart">
      <DayAxes
        {...DAY_AXES}
        ticks={ticks}
        formatTick={formatValue}
        dayLabels={days.map((day) => format.day(day.day, 'short'))}
      />
      <path className="cache-chart-line" d={linePath(points)} />
      {points.map(
        (point, index) =>
          point && (
            <circle
              key={days[index]?.day}
              className="cache-chart-dot"
              cx={point.x}
              cy={point.y}
              r={3}
            >
              <title>{`${format.day(days[index]?.day ?? '', 'long')}: ${formatValue(values[index] ?? 0)}`}</title>
            </circle>
          ),
      )}
    </ChartFigure>
  );
}

/** CDN hits with CDN misses stacked on them, a bar per day. */
export function CdnChart({ days }: { days: readonly CacheDay[] }) {
  const t = useTranslate();
  const format = useCacheFormat();
  const ticks = valueTicks(Math.max(0, ...days.map((day) => day.cdnHits + day.cdnMisses)), 4, 1);
  const y = linearScale(ticks.at(-1) ?? 1, PLOT_BOTTOM, PLOT.top);
  const slot = (PLOT_RIGHT - PLOT.left) / Math.max(days.length, 1);
  const barWidth = Math.max(1, slot * 0.7);
  const hitsLabel = t('cachePerformance.charts.cdnHits');
  const missesLabel = t('cachePerformance.charts.cdnMisses');
  return (
    <ChartFigure
      title={t('cachePerformance.charts.cdn')}
      legend={[
        { label: hitsLabel, className: 'cache-fill-hits' },
        { label: missesLabel, className: 'cache-fill-misses' },
      ]}
      width={WIDTH}
      height={HEIGHT}
      className="cache-chart"
    >
      <DayAxes
        {...DAY_AXES}
        ticks={ticks}
        formatTick={format.count}
        dayLabels={days.map((day) => format.day(day.day, 'short'))}
      />
      {days.map((day, index) => {
        const x = slotCenter(index, days.length, PLOT.left, PLOT_RIGHT) - barWidth / 2;
        const hitsTop = y(day.cdnHits);
        const missesTop = y(day.cdnHits + day.cdnMisses);
        return (
          <g key={day.day}>
            <title>
              {`${format.day(day.day, 'long')}: ${hitsLabel} ${format.count(day.cdnHits)}, ${missesLabel} ${format.count(day.cdnMisses)}`}
            </title>
            <rect
              className="cache-fill-hits"
              x={x}
              y={hitsTop}
              width={barWidth}
              height={PLOT_BOTTOM - hitsTop}
            />
            <rect
              className="cache-fill-misses"
              x={x}
              y={missesTop}
              width={barWidth}
              height={hitsTop - missesTop}
            />
          </g>
        );
      })}
    </ChartFigure>
  );
}

const TYPE_ROW = 30;
const TYPE_BAR = 11;
const TYPE_LABELS = 150;
const TYPE_VALUES = 72;

/** A pair of bars per type: the requests and the resources counted under that name. */
export function TypeChart({ types }: { types: readonly CacheType[] }) {
  const t = useTranslate();
  const format = useCacheFormat();
  const mirrored = useRightToLeft();
  const ticks = valueTicks(
    Math.max(0, ...types.flatMap((type) => [type.requests, type.resources])),
  );
  const length = linearScale(ticks.at(-1) ?? 1, 0, WIDTH - TYPE_LABELS - TYPE_VALUES);
  const height = Math.max(1, types.length) * TYPE_ROW + 8;
  /** A bar and its count; nothing for a count of 0 (the table lists it). */
  const bar = (value: number, top: number, className: string) => {
    if (value <= 0) return null;
    const barLength = Math.max(length(value), 1);
    const span = inlineSpan(TYPE_LABELS, barLength, WIDTH, mirrored);
    return (
      <>
        <rect className={className} x={span.x} y={top} width={span.width} height={TYPE_BAR} />
        <text
          x={inlineX(TYPE_LABELS + barLength + 6, WIDTH, mirrored)}
          y={top + TYPE_BAR / 2}
          textAnchor={inlineAnchor('start', mirrored)}
          dominantBaseline="middle"
        >
          {format.count(value)}
        </text>
      </>
    );
  };
  return (
    <ChartFigure
      title={t('cachePerformance.charts.types')}
      legend={[
        { label: t('cachePerformance.charts.requests'), className: 'cache-fill-requests' },
        { label: t('cachePerformance.charts.resources'), className: 'cache-fill-resources' },
      ]}
      width={WIDTH}
      height={height}
      className="cache-chart"
      svgClassName="cache-chart-types"
    >
      {types.map((type, index) => {
        const top = 4 + index * TYPE_ROW;
        return (
          <g key={type.type}>
            <title>{type.type}</title>
            <text
              x={inlineX(TYPE_LABELS - 10, WIDTH, mirrored)}
              y={top + TYPE_BAR}
              textAnchor={inlineAnchor('end', mirrored)}
              dominantBaseline="middle"
            >
              {shortLabel(type.type)}
            </text>
            {bar(type.requests, top, 'cache-fill-requests')}
            {bar(type.resources, top + TYPE_BAR + 1, 'cache-fill-resources')}
          </g>
        );
      })}
    </ChartFigure>
  );
}
