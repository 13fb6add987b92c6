import type { ReactNode } from 'react';

/**
 * A table of rows under one header row of column names. It is named for screen readers by a
 * hidden caption, a label or the id of its heading; busy marks rows that are being read again.
 */
export function DataTable({
  className,
  columns,
  caption,
  label,
  labelledBy,
  busy,
  children,
}: {
  className: string;
  columns: readonly string[];
  caption?: string;
  label?: string;
  labelledBy?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={className} aria-label={label} aria-labelledby={labelledBy} aria-busy={busy}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
