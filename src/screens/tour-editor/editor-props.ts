import { useSelector } from '@xstate/react';
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

/**
 * The snapshots of the editor's children for annotations and destinations (one change at a
 * time), or undefined while neither is under way. The panels, the 3D view and the removal
 * dialog read them.
 */
export function useItemChanges(snapshot: EditorSnapshot) {
  const annotations = useSelector(snapshot.children.annotations, (child) => child);
  const destinations = useSelector(snapshot.children.destinations, (child) => child);
  return { annotations, destinations };
}
