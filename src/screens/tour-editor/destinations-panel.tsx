import type { FormEvent } from 'react';
import { DestinationSchema, MAX_DESTINATIONS, type Destination } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { DestinationDraft } from '../../machines/tour-items';
import { schemaFieldErrors } from '../forms/form-messages';
import { SubmitButton, TextField } from '../forms/form-parts';
import { isViewing, type EditorPanelProps } from './editor-props';
import { ItemsPanel, type ItemChangeSnapshot } from './items-panel';
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
  const destinations = snapshot.context.tour?.destinations ?? [];
  const viewing = isViewing(snapshot);
  return (
    <ItemsPanel
      snapshot={snapshot}
      send={send}
      kind="destination"
      count={destinations.length}
      max={MAX_DESTINATIONS}
      form={(change) => {
        const { draft } = change.context;
        return draft?.kind === 'destination' ? (
          <DestinationForm change={change} send={send} draft={draft} />
        ) : null;
      }}
    >
      {destinations.map((destination) => (
        <DestinationItem
          key={destination.id}
          destination={destination}
          disabled={!viewing}
          send={send}
        />
      ))}
    </ItemsPanel>
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
  change: ItemChangeSnapshot;
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
