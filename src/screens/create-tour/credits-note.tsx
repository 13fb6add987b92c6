import { useTranslate } from '../../i18n/use-translate';

/** The balance read when the wizard opened, and what this tour will cost. */
export function CreditsNote({ credits }: { credits: number | null }) {
  const t = useTranslate();
  return (
    <p className="form-note create-tour-credits">
      {credits === null
        ? t('createTour.credits.unknown')
        : t('createTour.credits.balance', { count: credits })}
    </p>
  );
}
