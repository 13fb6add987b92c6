import type { SnapshotFrom } from 'xstate';
import type { TourEditorEvent, tourEditorMachine } from '../../machines/tour-editor.machine';

export type EditorSnapshot = SnapshotFrom<typeof tourEditorMachine>;
export type SendEditorEvent = (event: TourEditorEvent) => void;

/** What every panel of the editor reads and sends. */
export interface EditorPanelProps {
  snapshot: EditorSnapshot;
  send: SendEditorEvent;
}

/** Whether the editor is free for a new action (not placing, in a form, saving, ...). */
export function isViewing(snapshot: EditorSnapshot): boolean {
  return snapshot.matches({ ready: 'viewing' });
}

/** A new id for an annotation or destination (the contract allows letters, digits, - and _). */
export function newItemId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
