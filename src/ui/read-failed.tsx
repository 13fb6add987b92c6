import { useTranslate } from '../i18n/use-translate';
import { Button } from './button';

/** A read that failed: why (already in the reader's language), and a way to try again. */
export function ReadFailed({
  message,
  query,
  className,
}: {
  message: string;
  query: FailedRead;
  className?: string;
}) {
  const t = useTranslate();
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <div>
        <Button
          variant="secondary"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? t('app.retrying') : t('app.retry')}
        </Button>
      </div>
    </div>
  );
}

/** A read that failed, as a TanStack query result has it: why, whether it is read again, how. */
export interface FailedRead {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a screen's own read-failed part is given: the failed read. */
export interface ReadFailedProps {
  query: FailedRead;
}

/** Grey lines standing in for content while it loads, announced once to screen readers. */
export function SkeletonLines({
  label,
  lines,
  className,
  lineClassName,
}: {
  label: string;
  lines: number;
  className: string;
  lineClassName: string;
}) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={lineClassName} aria-hidden="true" />
      ))}
    </div>
  );
}
