import { DestinationSchema, MAX_DESTINATIONS, type Destination } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { DestinationDraft } from '../../machines/tour-items';
import { schemaFieldErrors } from '../forms/form-messages';
import { TextField } from '../forms/form-parts';
import { isViewing, type EditorPanelProps } from './editor-props';
import { ItemActions, ItemForm, ItemsPanel, type ItemChangeSnapshot } from './items-panel';
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
  const { id, name } = destination;
  return (
    <li className="tour-editor-item">
      <h3 className="tour-editor-item-title">{name}</h3>
      <ItemActions
        id={id}
        names={{ name }}
        send={send}
        actions={[
          { event: 'destination.rename', variant: 'secondary', disabled },
          { event: 'destination.remove', variant: 'ghost', disabled },
        ]}
      />
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
  const nameError = change.context.fieldErrors.name;
  const submit = () => {
    const problem = nameProblem(draft);
    send({ type: 'item.submit', fieldErrors: problem ? { name: problem } : {} });
    if (problem) document.getElementById(NAME_ID)?.focus();
  };
  const heading = draft.isNew
    ? 'tourEditor.destinations.newHeading'
    : 'tourEditor.destinations.renameHeading';

  return (
    <ItemForm
      kind="destination"
      change={change}
      send={send}
      heading={t(heading)}
      saveLabel={t('tourEditor.destinations.save')}
      onSubmit={submit}
    >
      <TextField
        id={NAME_ID}
        label={t('tourEditor.destinations.name')}
        placeholder={t('tourEditor.destinations.namePlaceholder')}
        value={draft.name}
        onValueChange={(value) => send({ type: 'item.fieldChanged', field: 'name', value })}
        error={nameError ? translateEditorMessage(t, nameError) : undefined}
        aria-required
        readOnly={busy}
        autoFocus
      />
    </ItemForm>
  );
}
