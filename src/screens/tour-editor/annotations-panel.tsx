import type { FormEvent } from 'react';
import { AnnotationSchema, MAX_ANNOTATIONS, type Annotation } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { AnnotationDraft, AnnotationField } from '../../machines/tour-items';
import { schemaFieldErrors } from '../forms/form-messages';
import { SubmitButton, TextAreaField, TextField, focusFirstError } from '../forms/form-parts';
import { isViewing, type EditorPanelProps } from './editor-props';
import { ItemsPanel, type ItemChangeSnapshot } from './items-panel';
import { SaveFailure } from './save-failure';
import { translateEditorMessage } from './tour-editor-messages';

const FIELD_IDS: Record<AnnotationField, string> = {
  title: 'tour-editor-annotation-title',
  text: 'tour-editor-annotation-text',
  link: 'tour-editor-annotation-link',
};

/** What AnnotationSchema checks: the draft as it will be sent (an empty link left out). */
function annotationCandidate(draft: AnnotationDraft) {
  const link = draft.link.trim();
  return {
    id: draft.id,
    title: draft.title,
    text: draft.text,
    link: link || undefined,
    position: draft.position ?? { x: 0, y: 0, z: 0 },
  };
}

/** Annotations: the list with edit, move and delete, and the form to add or edit one. */
export function AnnotationsPanel({ snapshot, send }: EditorPanelProps) {
  const { tour, viewer } = snapshot.context;
  const annotations = tour?.annotations ?? [];
  const viewing = isViewing(snapshot);
  return (
    <ItemsPanel
      snapshot={snapshot}
      send={send}
      kind="annotation"
      count={annotations.length}
      max={MAX_ANNOTATIONS}
      form={(change) => {
        const { draft } = change.context;
        return draft?.kind === 'annotation' ? (
          <AnnotationForm change={change} send={send} draft={draft} />
        ) : null;
      }}
    >
      {annotations.map((annotation) => (
        <AnnotationItem
          key={annotation.id}
          annotation={annotation}
          disabled={!viewing}
          canMove={viewer === 'shown'}
          send={send}
        />
      ))}
    </ItemsPanel>
  );
}

function AnnotationItem({
  annotation,
  disabled,
  canMove,
  send,
}: {
  annotation: Annotation;
  disabled: boolean;
  canMove: boolean;
  send: EditorPanelProps['send'];
}) {
  const t = useTranslate();
  const { id, title, text, link } = annotation;
  return (
    <li className="tour-editor-item">
      <h3 className="tour-editor-item-title">{title}</h3>
      {text && <p className="tour-editor-item-text">{text}</p>}
      {link && (
        <p className="tour-editor-item-link">
          <a href={link} target="_blank" rel="noopener noreferrer nofollow">
            {link}
          </a>
        </p>
      )}
      <div className="tour-editor-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={disabled}
          aria-label={t('tourEditor.annotations.editLabel', { title })}
          onClick={() => send({ type: 'annotation.edit', id })}
        >
          {t('tourEditor.annotations.edit')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={disabled || !canMove}
          aria-label={t('tourEditor.annotations.moveLabel', { title })}
          onClick={() => send({ type: 'annotation.move', id })}
        >
          {t('tourEditor.annotations.move')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={disabled}
          aria-label={t('tourEditor.annotations.removeLabel', { title })}
          onClick={() => send({ type: 'annotation.remove', id })}
        >
          {t('tourEditor.annotations.remove')}
        </button>
      </div>
    </li>
  );
}

function AnnotationForm({
  change,
  send,
  draft,
}: {
  change: ItemChangeSnapshot;
  send: EditorPanelProps['send'];
  draft: AnnotationDraft;
}) {
  const t = useTranslate();
  const busy = change.hasTag('busy');
  const { fieldErrors: annotationErrors, error } = change.context;
  const fieldError = (field: AnnotationField) => {
    const message = annotationErrors[field];
    return message ? translateEditorMessage(t, message) : undefined;
  };
  const changeOf = (field: AnnotationField) => (value: string) =>
    send({ type: 'item.fieldChanged', field, value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = schemaFieldErrors<AnnotationField>(AnnotationSchema, annotationCandidate(draft));
    send({ type: 'item.submit', fieldErrors: found });
    focusFirstError(found, Object.entries(FIELD_IDS));
  };
  const heading = draft.isNew
    ? 'tourEditor.annotations.newHeading'
    : 'tourEditor.annotations.editHeading';

  return (
    <form
      className="tour-editor-form"
      aria-labelledby="tour-editor-annotation-form-heading"
      aria-busy={busy}
      noValidate
      onSubmit={submit}
    >
      <h3 id="tour-editor-annotation-form-heading">{t(heading)}</h3>
      <TextField
        id={FIELD_IDS.title}
        label={t('tourEditor.annotations.title')}
        value={draft.title}
        onValueChange={changeOf('title')}
        error={fieldError('title')}
        aria-required
        readOnly={busy}
        autoFocus
      />
      <TextAreaField
        id={FIELD_IDS.text}
        label={t('tourEditor.annotations.text')}
        value={draft.text}
        onValueChange={changeOf('text')}
        error={fieldError('text')}
        rows={3}
        readOnly={busy}
      />
      <TextField
        id={FIELD_IDS.link}
        label={t('tourEditor.annotations.link')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={draft.link}
        onValueChange={changeOf('link')}
        error={fieldError('link')}
        spellCheck={false}
        readOnly={busy}
      />
      {error && <SaveFailure message={error} />}
      <div className="tour-editor-actions">
        <SubmitButton
          busy={busy}
          label={t('tourEditor.annotations.save')}
          busyLabel={t('tourEditor.saving')}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => send({ type: 'item.cancel' })}
        >
          {t('tourEditor.cancel')}
        </button>
      </div>
    </form>
  );
}
