import { useTranslate } from '../../i18n/use-translate';
import { FormAlert } from '../forms/form-parts';
import { translateCreateTourMessage } from './create-tour-messages';
import { FilePicker } from './file-picker';
import { ProgressBar } from './progress-bar';
import type { PanelProps } from './wizard-types';
import { PanelHeading, WizardForm } from './wizard-steps';
import { Button } from '../../ui/button';

/** The file on its way, with its progress and Cancel (the draft tour stays). */
export function UploadPanel({ state, send }: PanelProps) {
  const t = useTranslate();
  const { tour, file, uploadProgress } = state.context;
  const percent = Math.round(uploadProgress * 100);
  return (
    <div className="create-tour-form">
      <PanelHeading>{t('createTour.upload.title', { title: tour?.title ?? '' })}</PanelHeading>
      {file && <p className="form-note">{file.name}</p>}
      <ProgressBar
        id="create-tour-upload-progress"
        label={t('createTour.upload.progress')}
        percent={percent}
        valueText={t('createTour.upload.percent', { percent })}
      />
      <div className="create-tour-actions">
        <Button variant="secondary" onClick={() => send({ type: 'tourCreation.cancel' })}>
          {t('createTour.upload.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** A draft whose upload failed or was cancelled: the same or another file can be sent to it. */
export function DraftPanel({ state, send }: PanelProps) {
  const t = useTranslate();
  const { tour, file, fileProblem, error } = state.context;
  const failed = state.matches({ draft: 'failed' });
  return (
    <WizardForm
      label={t('createTour.draft.form')}
      heading={t('createTour.draft.title')}
      onSubmit={() => send({ type: 'tourCreation.retry' })}
    >
      {failed ? (
        <FormAlert>
          <p>{t('createTour.draft.failed')}</p>
          {error && <p>{translateCreateTourMessage(t, error)}</p>}
        </FormAlert>
      ) : (
        <p className="create-tour-notice" role="status">
          {t(draftNoticeKey(state))}
        </p>
      )}
      <p className="form-note">{t('createTour.draft.note', { title: tour?.title ?? '' })}</p>
      <FilePicker
        file={file}
        problem={fileProblem}
        onChoose={(chosen, problem) =>
          send({ type: 'tourCreation.fileChosen', file: chosen, problem })
        }
      />
      <div className="create-tour-actions">
        <button type="submit" className="button button-primary">
          {failed ? t('createTour.draft.retry') : t('createTour.draft.upload')}
        </button>
      </div>
    </WizardForm>
  );
}

/** Why the draft has no file: cancelled, or left before the end (resumable when it had begun). */
function draftNoticeKey(state: PanelProps['state']): string {
  if (!state.matches({ draft: 'interrupted' })) return 'createTour.draft.cancelled';
  return state.context.tour?.status === 'uploading'
    ? 'createTour.draft.resumable'
    : 'createTour.draft.interrupted';
}
