import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { TourEditorEvent, tourEditorMachine } from '../../machines/tour-editor.machine';
import type { TourItemKind } from '../../machines/tour-items';

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
 * The snapshot of the editor's tour-item-change child (one change at a time), or undefined
 * while none is under way; with a kind, only while the change is of that kind. The panels, the
 * 3D view and the removal dialog read it.
 */
export function useItemChange(snapshot: EditorSnapshot, kind?: TourItemKind) {
  const change = useSelector(snapshot.children.itemChange, (child) => child);
  return kind === undefined || change?.context.kind === kind ? change : undefined;
}
