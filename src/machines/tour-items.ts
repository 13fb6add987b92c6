import type { UpdateTourRequest } from '../contract/tours';

/** One message per field, as the contract's schemas (or the server) word it. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What the tour editor's actors reject with: the message to show, field messages, a 404. */
export interface TourEditorFailure {
  message: string;
  fieldErrors?: Record<string, string>;
  notFound?: boolean;
}

export function failureOf(error: unknown): TourEditorFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, fieldErrors, notFound } = error as Partial<TourEditorFailure>;
    return { message: String(message), fieldErrors, notFound };
  }
  return { message: String(error) };
}

export function pickFields<Field extends string>(
  fieldErrors: Record<string, string> | undefined,
  fields: readonly Field[],
): FieldErrors<Field> {
  const picked: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = fieldErrors?.[field];
    if (message) picked[field] = message;
  }
  return picked;
}

export function replaceOrAppend<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing.id === item.id)
    ? items.map((existing) => (existing.id === item.id ? item : existing))
    : [...items, item];
}

/**
 * The server's messages about one item of a list that was sent: its field paths are
 * `annotations.3.title`, the index being where the item is in the list.
 */
export function itemFieldErrors<Field extends string>(
  changes: UpdateTourRequest | null,
  list: 'annotations' | 'destinations',
  itemId: string | undefined,
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const sent: readonly { id: string }[] = changes?.[list] ?? [];
  const index = sent.findIndex((item) => item.id === itemId);
  const prefix = `${list}.${index}.`;
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(failureOf(error).fieldErrors ?? {})) {
    if (path.startsWith(prefix)) own[path.slice(prefix.length)] = message;
  }
  return pickFields(own, fields);
}
