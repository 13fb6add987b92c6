import type {
  Annotation,
  Destination,
  TourView,
  UpdateTourRequest,
  Vector3,
} from '../contract/tours';
import { failureOf, pickFields, type FieldErrors, type RequestFailure } from './form-failure';

export { failureOf, pickFields, type FieldErrors } from './form-failure';

/** What the tour editor's actors reject with: the message to show, field messages, a 404. */
export type TourEditorFailure = RequestFailure;

export function replaceOrAppend<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing.id === item.id)
    ? items.map((existing) => (existing.id === item.id ? item : existing))
    : [...items, item];
}

/** The two kinds of item placed in a tour: annotations (notes) and destinations (rooms). */
export type TourItemKind = 'annotation' | 'destination';

export const ANNOTATION_FIELDS = ['title', 'text', 'link'] as const;
export type AnnotationField = (typeof ANNOTATION_FIELDS)[number];
export const DESTINATION_FIELDS = ['name'] as const;
export type DestinationField = (typeof DESTINATION_FIELDS)[number];
export type TourItemField = AnnotationField | DestinationField;

/** An annotation being added, edited or moved, as typed. */
export interface AnnotationDraft {
  kind: 'annotation';
  id: string;
  isNew: boolean;
  title: string;
  text: string;
  link: string;
  position: Vector3 | null;
}

/** A destination being added or renamed, as typed. */
export interface DestinationDraft {
  kind: 'destination';
  id: string;
  isNew: boolean;
  name: string;
  position: Vector3 | null;
}

export type TourItemDraft = AnnotationDraft | DestinationDraft;

/** The fields of each kind's form, in the order they are shown. */
export const ITEM_FIELDS: Record<TourItemKind, readonly TourItemField[]> = {
  annotation: ANNOTATION_FIELDS,
  destination: DESTINATION_FIELDS,
};

const NOWHERE: Vector3 = { x: 0, y: 0, z: 0 };

/** The annotation a draft makes; an empty link is left out. */
export function annotationOfDraft(draft: AnnotationDraft): Annotation {
  const link = draft.link.trim();
  return {
    id: draft.id,
    title: draft.title,
    text: draft.text,
    ...(link && { link }),
    position: draft.position ?? NOWHERE,
  };
}

export function destinationOfDraft(draft: DestinationDraft): Destination {
  return { id: draft.id, name: draft.name, position: draft.position ?? NOWHERE };
}

/** The draft a change starts from: empty for a new item, the saved one otherwise. */
export function itemDraftOf(
  tour: TourView,
  kind: TourItemKind,
  id: string,
  isNew: boolean,
): TourItemDraft | null {
  if (kind === 'annotation') {
    if (isNew) return { kind, id, isNew, title: '', text: '', link: '', position: null };
    const saved = tour.annotations.find((item) => item.id === id);
    if (!saved) return null;
    const { title, text, link, position } = saved;
    return { kind, id, isNew, title, text, link: link ?? '', position };
  }
  if (isNew) return { kind, id, isNew, name: '', position: null };
  const saved = tour.destinations.find((item) => item.id === id);
  return saved ? { kind, id, isNew, name: saved.name, position: saved.position } : null;
}

/** The PATCH that saves a draft: its kind's list with the item replaced or added. */
export function changesWithDraft(tour: TourView, draft: TourItemDraft): UpdateTourRequest {
  return draft.kind === 'annotation'
    ? { annotations: replaceOrAppend(tour.annotations, annotationOfDraft(draft)) }
    : { destinations: replaceOrAppend(tour.destinations, destinationOfDraft(draft)) };
}

/** The PATCH that removes one item of a kind. */
export function changesWithout(tour: TourView, kind: TourItemKind, id: string): UpdateTourRequest {
  return kind === 'annotation'
    ? { annotations: tour.annotations.filter((item) => item.id !== id) }
    : { destinations: tour.destinations.filter((item) => item.id !== id) };
}

/**
 * The server's messages about one item of a list that was sent: its field paths are
 * `annotations.3.title`, the index being where the item is in the list.
 */
export function itemFieldErrors(
  changes: UpdateTourRequest | null,
  kind: TourItemKind,
  itemId: string | undefined,
  error: unknown,
): FieldErrors<TourItemField> {
  const list = kind === 'annotation' ? 'annotations' : 'destinations';
  const sent: readonly { id: string }[] = changes?.[list] ?? [];
  const index = sent.findIndex((item) => item.id === itemId);
  const prefix = `${list}.${index}.`;
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(failureOf(error).fieldErrors ?? {})) {
    if (path.startsWith(prefix)) own[path.slice(prefix.length)] = message;
  }
  return pickFields(own, ITEM_FIELDS[kind]);
}
