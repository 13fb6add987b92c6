/** A read that failed: why (already in the reader's language), and a way to try again. */
export function ReadFailed({
  message,
  retryLabel,
  retryingLabel,
  retrying,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  retryingLabel: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <div>
        <button
          type="button"
          className="button button-secondary"
          disabled={retrying}
          onClick={onRetry}
        >
          {retrying ? retryingLabel : retryLabel}
        </button>
      </div>
    </div>
  );
}
