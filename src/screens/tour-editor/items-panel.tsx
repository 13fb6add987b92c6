import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useTranslate } from '../../i18n/use-translate';
import type { tourItemChangeMachine } from '../../machines/tour-item-change.machine';
import type { TourItemKind } from '../../machines/tour-items';
import { isViewing, newItemId, useItemChange, type EditorPanelProps } from './editor-props';

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
          <button
            type="button"
            className="button button-primary"
            disabled={!isViewing(snapshot) || snapshot.context.viewer !== 'shown' || full}
            onClick={() => send({ type: addEvent, id: newItemId() })}
          >
            {t(`${keys}.add`)}
          </button>
          {full && <p className="tour-editor-hint">{t(`${keys}.full`, { max })}</p>}
        </>
      )}
    </section>
  );
}
