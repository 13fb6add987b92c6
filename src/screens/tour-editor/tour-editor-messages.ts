import { SUSPICIOUS_CONTENT_MESSAGE } from '../../contract/api-error';
import {
  ANNOTATION_LINK_MAX,
  ANNOTATION_TEXT_MAX,
  ANNOTATION_TITLE_MAX,
  DESTINATION_NAME_MAX,
  MAX_ANNOTATIONS,
  MAX_DESTINATIONS,
  REFRAME_FORMAT_MESSAGE,
  REFRAME_LIMIT,
  REFRAME_LIMIT_MESSAGE,
  REFRAME_NOT_READY_MESSAGE,
  TOUR_ADDRESS_MAX,
  TOUR_DESCRIPTION_MAX,
  TOUR_NOT_FOUND_MESSAGE,
  TOUR_TITLE_MAX,
} from '../../contract/tours';
import type { Translate } from '../forms/form-messages';

/** The editor's own failure messages, kept in English by the machine and translated when shown. */
export const LOAD_FAILED = 'The tour could not be loaded.';
export const WATCH_FAILED = 'The processing status could not be read.';
export const SAVE_FAILED = 'Your changes could not be saved.';
export const PUBLISH_FAILED = 'The tour could not be published.';
export const UNPUBLISH_FAILED = 'The tour could not be unpublished.';
export const DELETE_FAILED = 'The tour could not be deleted.';
export const REFRAME_FAILED = 'The new orientation and unit could not be sent.';
/** The server's 409 for publishing a tour that is not ready (server/tours/routes.ts). */
const NOT_READY_TO_PUBLISH = 'Only a tour that has finished processing can be published';

interface MessageKey {
  key: string;
  values?: Record<string, number>;
}

/** "The title must be at most 200 characters": the schemas' length messages, with the limit. */
const tooLong = (subject: string, max: number, key: string): [string, MessageKey] => [
  `The ${subject} must be at most ${max} characters`,
  { key: `tourEditor.validation.${key}`, values: { max } },
];

/** "A tour can have at most 50 annotations": the limits of a tour's lists. */
const tooMany = (items: string, max: number, key: string): [string, MessageKey] => [
  `A tour can have at most ${max} ${items}`,
  { key: `tourEditor.validation.${key}`, values: { max } },
];

/**
 * The English messages the editor can meet (UpdateTourRequestSchema's and the server's, and its
 * own failures) with their catalogue keys. Anything else is shown as the server wrote it.
 */
const EDITOR_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [LOAD_FAILED]: { key: 'tourEditor.errors.loadFailed' },
  [WATCH_FAILED]: { key: 'tourEditor.errors.watchFailed' },
  [SAVE_FAILED]: { key: 'tourEditor.errors.saveFailed' },
  [PUBLISH_FAILED]: { key: 'tourEditor.errors.publishFailed' },
  [UNPUBLISH_FAILED]: { key: 'tourEditor.errors.unpublishFailed' },
  [DELETE_FAILED]: { key: 'tourEditor.errors.deleteFailed' },
  [REFRAME_FAILED]: { key: 'tourEditor.errors.reframeFailed' },
  [REFRAME_NOT_READY_MESSAGE]: { key: 'tourEditor.errors.reframeNotReady' },
  [REFRAME_FORMAT_MESSAGE]: { key: 'tourEditor.errors.reframeFormat' },
  [REFRAME_LIMIT_MESSAGE]: {
    key: 'tourEditor.errors.reframeLimit',
    values: { max: REFRAME_LIMIT },
  },
  [TOUR_NOT_FOUND_MESSAGE]: { key: 'tourEditor.notFound.title' },
  [NOT_READY_TO_PUBLISH]: { key: 'tourEditor.errors.notReadyToPublish' },
  [SUSPICIOUS_CONTENT_MESSAGE]: { key: 'tourEditor.errors.suspiciousContent' },
  'The title is required': { key: 'tourEditor.validation.titleRequired' },
  'The annotation title is required': { key: 'tourEditor.validation.annotationTitleRequired' },
  'The link must be a full web address': { key: 'tourEditor.validation.linkInvalid' },
  'The link must start with http:// or https://': { key: 'tourEditor.validation.linkScheme' },
  'The destination name is required': { key: 'tourEditor.validation.destinationNameRequired' },
  ...Object.fromEntries([
    tooLong('title', TOUR_TITLE_MAX, 'titleTooLong'),
    tooLong('description', TOUR_DESCRIPTION_MAX, 'descriptionTooLong'),
    tooLong('address', TOUR_ADDRESS_MAX, 'addressTooLong'),
    tooLong('annotation title', ANNOTATION_TITLE_MAX, 'annotationTitleTooLong'),
    tooLong('annotation text', ANNOTATION_TEXT_MAX, 'annotationTextTooLong'),
    tooLong('link', ANNOTATION_LINK_MAX, 'linkTooLong'),
    tooLong('destination name', DESTINATION_NAME_MAX, 'destinationNameTooLong'),
    tooMany('annotations', MAX_ANNOTATIONS, 'tooManyAnnotations'),
    tooMany('destinations', MAX_DESTINATIONS, 'tooManyDestinations'),
  ]),
};

const UNSTORABLE = / contains characters that cannot be stored$/;

/** A message of the editor in the current language; any other text as it is. */
export function translateEditorMessage(t: Translate, message: string): string {
  const known = EDITOR_MESSAGE_KEYS[message];
  if (known) return t(known.key, known.values);
  if (UNSTORABLE.test(message)) return t('tourEditor.validation.unstorable');
  return message;
}
