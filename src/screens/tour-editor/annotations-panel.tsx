import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { AnnotationSchema, MAX_ANNOTATIONS, type Annotation } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { tourItemChangeMachine } from '../../machines/tour-item-change.machine';
import type { AnnotationDraft, AnnotationField } from '../../machines/tour-items';
import { schemaFieldErrors } from '../forms/form-messages';
import { SubmitButton, TextAreaField, TextField, focusFirstError } from '../forms/form-parts';
import { isViewing, newItemId, useItemChange, type EditorPanelProps } from './editor-props';
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
  const t = useTranslate();
  const { tour, viewer } = snapshot.context;
  // The tour-item-change machine, while one annotation is being added, edited or moved.
  const change = useItemChange(snapshot, 'annotation');
  const annotations = tour?.annotations ?? [];
  const viewing = isViewing(snapshot);
  const placingOne = change?.matches('placing') === true;
  const formOpen = change !== undefined && (change.matches('form') || change.matches('saving'));
  const draft = change?.context.draft;
  const annotationDraft = draft?.kind === 'annotation' ? draft : undefined;
  const full = annotations.length >= MAX_ANNOTATIONS;

  return (
    <section className="tour-editor-panel card" aria-labelledby="tour-editor-annotations-heading">
      <h2 id="tour-editor-annotations-heading">{t('tourEditor.annotations.heading')}</h2>
      <p className="tour-editor-hint">{t('tourEditor.annotations.hint')}</p>
      {annotations.length === 0 ? (
        <p>{t('tourEditor.annotations.empty')}</p>
      ) : (
        <ul className="tour-editor-items" aria-labelledby="tour-editor-annotations-heading">
          {annotations.map((annotation) => (
            <AnnotationItem
              key={annotation.id}
              annotation={annotation}
              disabled={!viewing}
              canMove={viewer === 'shown'}
              send={send}
            />
          ))}
        </ul>
      )}
      {formOpen && annotationDraft && (
        <AnnotationForm change={change} send={send} draft={annotationDraft} />
      )}
      {placingOne && <p role="status">{t('tourEditor.annotations.placing')}</p>}
      {!formOpen && !placingOne && (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={!viewing || viewer !== 'shown' || full}
            onClick={() => send({ type: 'annotation.add', id: newItemId() })}
          >
            {t('tourEditor.annotations.add')}
          </button>
          {full && (
            <p className="tour-editor-hint">
              {t('tourEditor.annotations.full', { max: MAX_ANNOTATIONS })}
            </p>
          )}
        </>
      )}
    </section>
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
  change: SnapshotFrom<typeof tourItemChangeMachine>;
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
