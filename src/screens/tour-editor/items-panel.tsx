import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import type { TourEditorEvent } from '../../machines/tour-editor.machine';
import type { tourItemChangeMachine } from '../../machines/tour-item-change.machine';
import type { TourItemKind } from '../../machines/tour-items';
import { SubmitButton } from '../forms/form-parts';
import { isViewing, newItemId, useItemChange, type EditorPanelProps } from './editor-props';
import { SaveFailure } from './save-failure';
import { Button } from '../../ui/button';

export type ItemChangeSnapshot = SnapshotFrom<typeof tourItemChangeMachine>;

export interface ItemsPanelProps extends EditorPanelProps {
  kind: TourItemKind;
  /** How many the tour has, and the most it may have (Add is disabled there). */
  count: number;
  max: number;
  /** The saved items, one `<li>` each with its buttons. */
  children: ReactNode;
  /** The form of the change under way (while it is in its form or saving). */
  form: (change: ItemChangeSnapshot) => ReactNode;
}

/**
 * What the annotations and destinations panels share: the heading and hint, the list (or that
 * there is none), the form of the change under way, the line while one is placed on the 3D
 * view, and Add, disabled at the kind's limit. Texts are the kind's: tourEditor.annotations.* or
 * tourEditor.destinations.*.
 */
export function ItemsPanel({ snapshot, send, kind, count, max, children, form }: ItemsPanelProps) {
  const t = useTranslate();
  const keys = `tourEditor.${kind}s`;
  const headingId = `tour-editor-${kind}s-heading`;
  // The tour-item-change machine, while one item of this kind is being changed.
  const change = useItemChange(snapshot, kind);
  const placingOne = change?.matches('placing') === true;
  const formOpen =
    change !== undefined &&
    (change.matches('form') || (change.matches('saving') && change.context.intent !== 'remove'));
  const full = count >= max;
  const addEvent = kind === 'annotation' ? 'annotation.add' : 'destination.add';

  return (
    <section className="tour-editor-panel card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${keys}.heading`)}</h2>
      <p className="tour-editor-hint">{t(`${keys}.hint`)}</p>
      {count === 0 ? (
        <p>{t(`${keys}.empty`)}</p>
      ) : (
        <ul className="tour-editor-items" aria-labelledby={headingId}>
          {children}
        </ul>
      )}
      {formOpen && form(change)}
      {placingOne && <p role="status">{t(`${keys}.placing`)}</p>}
      {!formOpen && !placingOne && (
        <>
          <Button
            variant="primary"
            disabled={!isViewing(snapshot) || snapshot.context.viewer !== 'shown' || full}
            onClick={() => send({ type: addEvent, id: newItemId() })}
          >
            {t(`${keys}.add`)}
          </Button>
          {full && <p className="tour-editor-hint">{t(`${keys}.full`, { max })}</p>}
        </>
      )}
    </section>
  );
}

export interface ItemFormProps {
  kind: TourItemKind;
  change: ItemChangeSnapshot;
  send: EditorPanelProps['send'];
  /** The form's heading and its Save button, translated. */
  heading: string;
  saveLabel: string;
  /** Checks the draft and sends item.submit (not called while busy). */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The form of an annotation or destination: heading, fields, a refused save, Save and Cancel. */
export function ItemForm({
  kind,
  change,
  send,
  heading,
  saveLabel,
  onSubmit,
  children,
}: ItemFormProps) {
  const t = useTranslate();
  const busy = change.hasTag('busy');
  const { error } = change.context;
  const headingId = `tour-editor-${kind}-form-heading`;
  return (
    <form
      className="tour-editor-form"
      aria-labelledby={headingId}
      aria-busy={busy}
      noValidate
      onSubmit={submitWith(() => {
        if (!busy) onSubmit();
      })}
    >
      <h3 id={headingId}>{heading}</h3>
      {children}
      {error && <SaveFailure message={error} />}
      <div className="tour-editor-actions">
        <SubmitButton busy={busy} label={saveLabel} busyLabel={t('tourEditor.saving')} />
        <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'item.cancel' })}>
          {t('tourEditor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The events a saved item's buttons send, e.g. annotation.edit or destination.rename. */
type ItemEventType = Exclude<
  Extract<TourEditorEvent, { type: `${TourItemKind}.${string}`; id: string }>['type'],
  `${TourItemKind}.add`
>;

export interface ItemAction {
  event: ItemEventType;
  variant: 'secondary' | 'ghost';
  disabled: boolean;
}

/**
 * A saved item's buttons. Each sends its event with the item's id; its text is
 * tourEditor.<kind>s.<verb>, its accessible name tourEditor.<kind>s.<verb>Label, which names
 * the item with `names` ({ title } or { name }).
 */
export function ItemActions({
  id,
  names,
  actions,
  send,
}: {
  id: string;
  names: Record<string, string>;
  actions: readonly ItemAction[];
  send: EditorPanelProps['send'];
}) {
  const t = useTranslate();
  return (
    <div className="tour-editor-actions">
      {actions.map(({ event, variant, disabled }) => {
        const [kind, verb] = event.split('.');
        const keys = `tourEditor.${kind}s.${verb}`;
        return (
          <Button
            key={event}
            variant={variant}
            disabled={disabled}
            aria-label={t(`${keys}Label`, names)}
            onClick={() => send({ type: event, id })}
          >
            {t(keys)}
          </Button>
        );
      })}
    </div>
  );
}
