import { useTranslate } from '../../i18n/use-translate';
import { Button } from '../../ui/button';
import type { TourCreationSend } from './wizard-types';

/** Back to the previous step (tourCreation.back). */
export function BackButton({ send, disabled }: { send: TourCreationSend; disabled?: boolean }) {
  const t = useTranslate();
  return (
    <Button
      variant="secondary"
      disabled={disabled}
      onClick={() => send({ type: 'tourCreation.back' })}
    >
      {t('createTour.back')}
    </Button>
  );
}

/** The same request again (tourCreation.retry): check the status, read the tour again. */
export function RetryButton({ send, label }: { send: TourCreationSend; label: string }) {
  return (
    <Button variant="primary" onClick={() => send({ type: 'tourCreation.retry' })}>
      {label}
    </Button>
  );
}

/** A new tour from the first step (tourCreation.restart). */
export function RestartButton({
  send,
  variant,
  label,
}: {
  send: TourCreationSend;
  variant: 'primary' | 'secondary' | 'ghost';
  label: string;
}) {
  return (
    <Button variant={variant} onClick={() => send({ type: 'tourCreation.restart' })}>
      {label}
    </Button>
  );
}
