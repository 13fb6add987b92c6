import './staff.css';

export interface StaffEmptyProps {
  /** What is empty: "No tours match." */
  label: string;
  /** Why it is empty and what fills it: never left out, so an empty staff list explains itself. */
  hint: string;
  /** Announce the label (a list whose filters change it in place). */
  status?: boolean;
}

/**
 * An empty list or page of a staff area (/admin, /superuser): what is empty, then why and what
 * fills it, as the cache-performance page does (issue 22, point 5).
 */
export function StaffEmpty({ label, hint, status = false }: StaffEmptyProps) {
  return (
    <div className="staff-empty" data-testid="staff-empty">
      <p className="staff-empty-label" role={status ? 'status' : undefined}>
        {label}
      </p>
      <p className="staff-empty-hint">{hint}</p>
    </div>
  );
}
