export function Spinner() {
  return <div className="spinner" aria-hidden="true" />;
}

/** SPEC §2: a centred spinner whose text ("Loading") is there for screen readers only. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Covers the page while translations for a newly chosen language arrive. */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Spinner />
      <span>{message}</span>
    </div>
  );
}

/** A read under way inside a page: a spinner and its label (`busy`: announced once, when done). */
export function LoadingStatus({
  label,
  className,
  busy = false,
}: {
  label: string;
  className?: string;
  busy?: boolean;
}) {
  return (
    <div className={className} role="status" aria-busy={busy || undefined}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
