import { AnnotationSchema, MAX_ANNOTATIONS, type Annotation } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { AnnotationDraft, AnnotationField } from '../../machines/tour-items';
import { schemaFieldErrors } from '../forms/form-messages';
import { TextAreaField, TextField, formFields } from '../forms/form-parts';
import { isViewing, type EditorPanelProps } from './editor-props';
import { ItemActions, ItemForm, ItemsPanel, type ItemChangeSnapshot } from './items-panel';
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
      <ItemActions
        id={id}
        names={{ title }}
        send={send}
        actions={[
          { event: 'annotation.edit', variant: 'secondary', disabled },
          { event: 'annotation.move', variant: 'secondary', disabled: disabled || !canMove },
          { event: 'annotation.remove', variant: 'ghost', disabled },
        ]}
      />
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
  const { fieldErrors } = change.context;
  const fields = formFields<AnnotationField>({
    ids: FIELD_IDS,
    values: { title: draft.title, text: draft.text, link: draft.link },
    fieldErrors,
    translate: (message) => translateEditorMessage(t, message),
    change: (field, value) => send({ type: 'item.fieldChanged', field, value }),
    busy,
  });
  const submit = () => {
    const found = schemaFieldErrors<AnnotationField>(AnnotationSchema, annotationCandidate(draft));
    send({ type: 'item.submit', fieldErrors: found });
    fields.focusFirst(found);
  };
  const heading = draft.isNew
    ? 'tourEditor.annotations.newHeading'
    : 'tourEditor.annotations.editHeading';

  return (
    <ItemForm
      kind="annotation"
      change={change}
      send={send}
      heading={t(heading)}
      saveLabel={t('tourEditor.annotations.save')}
      onSubmit={submit}
    >
      <TextField
        {...fields.props('title')}
        label={t('tourEditor.annotations.title')}
        aria-required
        autoFocus
      />
      <TextAreaField {...fields.props('text')} label={t('tourEditor.annotations.text')} rows={3} />
      <TextField
        {...fields.props('link')}
        label={t('tourEditor.annotations.link')}
        type="url"
        inputMode="url"
        placeholder="https://"
        spellCheck={false}
      />
    </ItemForm>
  );
}
