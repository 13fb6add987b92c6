import { useTranslate } from '../../i18n/use-translate';

/** The built-in test provider charges nothing: every page that takes a payment says so. */
export function TestModeNote({ testMode }: { testMode: boolean | undefined }) {
  const t = useTranslate();
  if (!testMode) return null;
  return (
    <p className="warning-note">
      <strong>{t('billing.testMode')}</strong>
    </p>
  );
}
