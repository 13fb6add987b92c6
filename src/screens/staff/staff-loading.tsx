import { LoadingStatus } from '../../ui/spinner';
import './staff.css';

/** A read under way in a staff area (/admin, /superuser), announced once. */
export function StaffLoading({ label }: { label: string }) {
  return <LoadingStatus className="staff-loading" label={label} busy />;
}
