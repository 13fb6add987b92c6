import { submitWith } from '../../ui/form-submit';
import { UpdateTourRequestSchema } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { DetailField } from '../../machines/tour-editor.machine';
import { schemaFieldErrors } from '../forms/form-messages';
import { SubmitButton, TextAreaField, TextField, formFields } from '../forms/form-parts';
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
  const fields = formFields<DetailField>({
    ids: FIELD_IDS,
    values: details,
    fieldErrors: detailErrors,
    translate: (message) => translateEditorMessage(t, message),
    change: (field, value) => send({ type: 'details.fieldChanged', field, value }),
    // Read-only while the editor is busy with anything else (placing, another form, saving).
    busy: !editable,
  });
  const submit = submitWith(() => {
    if (!editable) return;
    const found = schemaFieldErrors<DetailField>(UpdateTourRequestSchema, details);
    send({ type: 'details.submit', fieldErrors: found });
    fields.focusFirst(found);
  });

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
        <TextField {...fields.props('title')} label={t('tourEditor.details.title')} aria-required />
        <TextAreaField
          {...fields.props('description')}
          label={t('tourEditor.details.description')}
          rows={3}
        />
        <TextField
          {...fields.props('address')}
          label={t('tourEditor.details.address')}
          autoComplete="street-address"
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
