import { useTranslate } from '../../i18n/use-translate';
import { LoadingStatus } from '../../ui/spinner';
import { FormAlert } from '../forms/form-parts';
import { translateCreateTourMessage } from './create-tour-messages';
import type { PanelProps } from './wizard-types';
import { PanelHeading } from './wizard-steps';
import { RestartButton, RetryButton } from './wizard-buttons';

/** The tour named in the address is being read, to reopen the wizard where it stands. */
export function Resuming() {
  const t = useTranslate();
  return <LoadingStatus className="create-tour-checking" label={t('createTour.resume.loading')} />;
}

/** The tour of the address could not be read: why, Try again, or Start a new tour. */
export function ResumeFailed({ state, send }: PanelProps) {
  const t = useTranslate();
  const { error } = state.context;
  return (
    <div className="create-tour-form">
      <PanelHeading>{t('createTour.resume.failedTitle')}</PanelHeading>
      <FormAlert>{error && <p>{translateCreateTourMessage(t, error)}</p>}</FormAlert>
      <div className="create-tour-actions">
        <RetryButton send={send} label={t('createTour.resume.retry')} />
        <RestartButton send={send} variant="secondary" label={t('createTour.resume.startNew')} />
      </div>
    </div>
  );
}
