/**
 * A chart: a figure whose caption names it, an optional legend (hidden from assistive technology:
 * the caption and each mark's title say the same), and an inline SVG that is an image labelled
 * by the caption. The marks inside it are the caller's; a series' class colours both its marks
 * (fill) and its legend swatch (background). Used by the cache-performance charts and the owner
 * analytics.
 */
import { useId, type ReactNode } from 'react';
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
