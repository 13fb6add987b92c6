/**
 * A chart: a figure whose caption names it, an optional legend (hidden from assistive technology:
 * the caption and each mark's title say the same), and an inline SVG that is an image labelled
 * by the caption. The marks inside it are the caller's; a series' class colours both its marks
 * (fill) and its legend swatch (background). Used by the cache-performance charts and the owner
 * analytics, which share their day axes (DayAxes).
 */
import { useId, type ReactNode } from 'react';
import { labelledIndices, linearScale, slotCenter } from './chart-scale';
import './chart.css';

export interface ChartLegendItem {
  label: string;
  /** The series' class: it colours the swatch as it colours the marks. */
  className: string;
}

export function ChartFigure({
  title,
  legend,
  width,
  height,
  className,
  svgClassName,
  children,
}: {
  title: string;
  legend?: readonly ChartLegendItem[];
  /** The SVG's viewBox, from 0 0. */
  width: number;
  height: number;
  /** More classes for the figure (a card around it, say). */
  className?: string;
  /** More classes for the SVG. */
  svgClassName?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure className={className ? `chart ${className}` : 'chart'}>
      <figcaption id={captionId}>{title}</figcaption>
      {legend && (
        <ul className="chart-legend" aria-hidden="true">
          {legend.map((item) => (
            <li key={item.className}>
              <span className={`chart-swatch ${item.className}`} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <svg
        className={svgClassName ? `chart-svg ${svgClassName}` : 'chart-svg'}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={captionId}
      >
        {children}
      </svg>
    </figure>
  );
}

/** A chart's plot area inside its SVG: the edges of the marks, in the viewBox's units. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The axes of a chart with a slot per day: the horizontal grid with its value labels at the
 * plot's left (`labelGap` from it), and the labels of a few days under the plot (`baseline` is
 * their y). Days run left to right in every language.
 */
export function DayAxes({
  plot,
  baseline,
  ticks,
  formatTick,
  dayLabels,
  labelGap,
}: {
  plot: PlotArea;
  baseline: number;
  ticks: readonly number[];
  formatTick: (value: number) => string;
  /** Each day's label, in order. */
  dayLabels: readonly string[];
  labelGap: number;
}) {
  const y = linearScale(ticks.at(-1) ?? 1, plot.bottom, plot.top);
  return (
    <g className="chart-axes">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} />
          <text x={plot.left - labelGap} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {labelledIndices(dayLabels.length).map((index) => (
        <text
          key={index}
          x={slotCenter(index, dayLabels.length, plot.left, plot.right)}
          y={baseline}
          textAnchor="middle"
        >
          {dayLabels[index]}
        </text>
      ))}
    </g>
  );
}
