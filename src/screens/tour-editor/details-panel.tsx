import type { FormEvent } from 'react';
import { UpdateTourRequestSchema } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { DetailField } from '../../machines/tour-editor.machine';
import { schemaFieldErrors } from '../forms/form-messages';
import { SubmitButton, TextAreaField, TextField, focusFirstError } from '../forms/form-parts';
import { isViewing, type EditorPanelProps } from './editor-props';
import { translateEditorMessage } from './tour-editor-messages';

const FIELD_IDS: Record<DetailField, string> = {
  title: 'tour-editor-title',
  description: 'tour-editor-description',
  address: 'tour-editor-address',
};

/** The tour's title, description and address, saved together. */
export function DetailsPanel({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const { details, detailErrors, saveOrigin } = snapshot.context;
  const editable = isViewing(snapshot);
  const saving = snapshot.matches({ ready: 'saving' }) && saveOrigin === 'details';
  const fieldError = (field: DetailField) => {
    const message = detailErrors[field];
    return message ? translateEditorMessage(t, message) : undefined;
  };
  const change = (field: DetailField) => (value: string) =>
    send({ type: 'details.fieldChanged', field, value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editable) return;
    const found = schemaFieldErrors<DetailField>(UpdateTourRequestSchema, details);
    send({ type: 'details.submit', fieldErrors: found });
    focusFirstError(found, Object.entries(FIELD_IDS));
  };

  return (
    <section className="tour-editor-panel card" aria-labelledby="tour-editor-details-heading">
      <h2 id="tour-editor-details-heading">{t('tourEditor.details.heading')}</h2>
      <form
        className="tour-editor-form"
        aria-labelledby="tour-editor-details-heading"
        aria-busy={saving}
        noValidate
        onSubmit={submit}
      >
        <TextField
          id={FIELD_IDS.title}
          label={t('tourEditor.details.title')}
          value={details.title}
          onValueChange={change('title')}
          error={fieldError('title')}
          aria-required
          readOnly={!editable}
        />
        <TextAreaField
          id={FIELD_IDS.description}
          label={t('tourEditor.details.description')}
          value={details.description}
          onValueChange={change('description')}
          error={fieldError('description')}
          rows={3}
          readOnly={!editable}
        />
        <TextField
          id={FIELD_IDS.address}
          label={t('tourEditor.details.address')}
          value={details.address}
          onValueChange={change('address')}
          error={fieldError('address')}
          autoComplete="street-address"
          readOnly={!editable}
        />
        <SubmitButton
          busy={saving}
          label={t('tourEditor.details.save')}
          busyLabel={t('tourEditor.saving')}
        />
      </form>
    </section>
  );
}
