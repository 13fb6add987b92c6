import { useTranslate } from '../i18n/use-translate';
import { Button } from './button';

/** A read that failed: why (already in the reader's language), and a way to try again. */
export function ReadFailed({
  message,
  retrying,
  onRetry,
  className,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  const t = useTranslate();
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <div>
        <Button variant="secondary" disabled={retrying} onClick={onRetry}>
          {retrying ? t('app.retrying') : t('app.retry')}
        </Button>
      </div>
    </div>
  );
}

/** What a screen's own read-failed part is given: the error, and whether a retry is under way. */
export interface ReadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
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
