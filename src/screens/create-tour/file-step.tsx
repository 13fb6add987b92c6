import { useTranslate } from '../../i18n/use-translate';
import { FormAlert, SubmitButton } from '../forms/form-parts';
import { translateCreateTourMessage } from './create-tour-messages';
import { CreditsNote } from './credits-note';
import { FilePicker } from './file-picker';
import type { PanelProps } from './wizard-types';
import { WizardForm } from './wizard-steps';
import { BackButton } from './wizard-buttons';

/** Step 3: the file, checked before upload; submitting creates the tour and uploads it. */
export function FileStep({ state, send }: PanelProps) {
  const t = useTranslate();
  const busy = state.matches('creating');
  const { file, fileProblem, error, credits, sourceKind } = state.context;
  const submit = () => {
    if (!busy) send({ type: 'tourCreation.submit' });
  };
  return (
    <WizardForm
      label={t('createTour.file.form')}
      heading={t('createTour.file.title')}
      busy={busy}
      onSubmit={submit}
    >
      <p className="form-note">{t(`createTour.source.${sourceKind}.description`)}</p>
      <FilePicker
        file={file}
        problem={fileProblem}
        disabled={busy}
        onChoose={(chosen, problem) =>
          send({ type: 'tourCreation.fileChosen', file: chosen, problem })
        }
      />
      {error && (
        <FormAlert>
          <p>{translateCreateTourMessage(t, error)}</p>
        </FormAlert>
      )}
      <CreditsNote credits={credits} />
      <div className="create-tour-actions">
        <BackButton send={send} disabled={busy} />
        <SubmitButton
          busy={busy}
          label={t('createTour.file.submit')}
          busyLabel={t('createTour.file.submitting')}
        />
      </div>
    </WizardForm>
  );
}
