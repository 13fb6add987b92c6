import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { DestinationSchema, MAX_DESTINATIONS, type Destination } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { tourItemChangeMachine } from '../../machines/tour-item-change.machine';
import type { DestinationDraft } from '../../machines/tour-items';
import { schemaFieldErrors } from '../forms/form-messages';
import { SubmitButton, TextField } from '../forms/form-parts';
import { isViewing, newItemId, useItemChange, type EditorPanelProps } from './editor-props';
import { SaveFailure } from './save-failure';
import { translateEditorMessage } from './tour-editor-messages';

const NAME_ID = 'tour-editor-destination-name';

/** DestinationSchema's message about the name as typed, or null. */
function nameProblem(draft: DestinationDraft): string | null {
  const candidate = {
    id: draft.id,
    name: draft.name,
    position: draft.position ?? { x: 0, y: 0, z: 0 },
  };
  return schemaFieldErrors<'name'>(DestinationSchema, candidate).name ?? null;
}

/** Destinations: the rooms visitors can be led to with Navigate to…; add, rename, delete. */
export function DestinationsPanel({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const { tour, viewer } = snapshot.context;
  // The tour-item-change machine, while one destination is being added or renamed.
  const change = useItemChange(snapshot, 'destination');
  const destinations = tour?.destinations ?? [];
  const viewing = isViewing(snapshot);
  const placingOne = change?.matches('placing') === true;
  const formOpen = change !== undefined && (change.matches('form') || change.matches('saving'));
  const draft = change?.context.draft;
  const destinationDraft = draft?.kind === 'destination' ? draft : undefined;
  const full = destinations.length >= MAX_DESTINATIONS;

  return (
    <section className="tour-editor-panel card" aria-labelledby="tour-editor-destinations-heading">
      <h2 id="tour-editor-destinations-heading">{t('tourEditor.destinations.heading')}</h2>
      <p className="tour-editor-hint">{t('tourEditor.destinations.hint')}</p>
      {destinations.length === 0 ? (
        <p>{t('tourEditor.destinations.empty')}</p>
      ) : (
        <ul className="tour-editor-items" aria-labelledby="tour-editor-destinations-heading">
          {destinations.map((destination) => (
            <DestinationItem
              key={destination.id}
              destination={destination}
              disabled={!viewing}
              send={send}
            />
          ))}
        </ul>
      )}
      {formOpen && destinationDraft && (
        <DestinationForm change={change} send={send} draft={destinationDraft} />
      )}
      {placingOne && <p role="status">{t('tourEditor.destinations.placing')}</p>}
      {!formOpen && !placingOne && (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={!viewing || viewer !== 'shown' || full}
            onClick={() => send({ type: 'destination.add', id: newItemId() })}
          >
            {t('tourEditor.destinations.add')}
          </button>
          {full && (
            <p className="tour-editor-hint">
              {t('tourEditor.destinations.full', { max: MAX_DESTINATIONS })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function DestinationItem({
  destination,
  disabled,
  send,
}: {
  destination: Destination;
  disabled: boolean;
  send: EditorPanelProps['send'];
}) {
  const t = useTranslate();
  const { id, name } = destination;
  return (
    <li className="tour-editor-item">
      <h3 className="tour-editor-item-title">{name}</h3>
      <div className="tour-editor-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={disabled}
          aria-label={t('tourEditor.destinations.renameLabel', { name })}
          onClick={() => send({ type: 'destination.rename', id })}
        >
          {t('tourEditor.destinations.rename')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={disabled}
          aria-label={t('tourEditor.destinations.removeLabel', { name })}
          onClick={() => send({ type: 'destination.remove', id })}
        >
          {t('tourEditor.destinations.remove')}
        </button>
      </div>
    </li>
  );
}

function DestinationForm({
  change,
  send,
  draft,
}: {
  change: SnapshotFrom<typeof tourItemChangeMachine>;
  send: EditorPanelProps['send'];
  draft: DestinationDraft;
}) {
  const t = useTranslate();
  const busy = change.hasTag('busy');
  const { fieldErrors, error } = change.context;
  const destinationError = fieldErrors.name;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = nameProblem(draft);
    send({ type: 'item.submit', fieldErrors: problem ? { name: problem } : {} });
    if (problem) document.getElementById(NAME_ID)?.focus();
  };
  const heading = draft.isNew
    ? 'tourEditor.destinations.newHeading'
    : 'tourEditor.destinations.renameHeading';

  return (
    <form
      className="tour-editor-form"
      aria-labelledby="tour-editor-destination-form-heading"
      aria-busy={busy}
      noValidate
      onSubmit={submit}
    >
      <h3 id="tour-editor-destination-form-heading">{t(heading)}</h3>
      <TextField
        id={NAME_ID}
        label={t('tourEditor.destinations.name')}
        placeholder={t('tourEditor.destinations.namePlaceholder')}
        value={draft.name}
        onValueChange={(value) => send({ type: 'item.fieldChanged', field: 'name', value })}
        error={destinationError ? translateEditorMessage(t, destinationError) : undefined}
        aria-required
        readOnly={busy}
        autoFocus
      />
      {error && <SaveFailure message={error} />}
      <div className="tour-editor-actions">
        <SubmitButton
          busy={busy}
          label={t('tourEditor.destinations.save')}
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
