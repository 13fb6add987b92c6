import { useReplacePrerenderedPage } from './use-replace-prerendered-page';
import { Button } from './button';

export interface ErrorFallbackProps {
  title: string;
  message: string;
  reloadLabel: string;
  onReload: () => void;
  /** Present for the page-level fallback, which can show what failed. */
  details?: { summary: string; error: Error | null; componentStack: string };
}

/** Both error fallbacks of SPEC §2: the page-level one (with details) and the top-level one. */
export function ErrorFallback({
  title,
  message,
  reloadLabel,
  onReload,
  details,
}: ErrorFallbackProps) {
  useReplacePrerenderedPage();
  return (
    <div className="error-fallback" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      {details && (
        <details>
          <summary>{details.summary}</summary>
          <pre>
            {details.error ? `${details.error.name}: ${details.error.message}` : ''}
            {details.componentStack}
          </pre>
        </details>
      )}
      <Button variant="primary" onClick={onReload}>
        {reloadLabel}
      </Button>
    </div>
  );
}
