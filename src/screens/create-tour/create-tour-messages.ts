import { SUSPICIOUS_CONTENT_MESSAGE } from '../../contract/api-error';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  NO_CREDITS_MESSAGE,
  TOUR_ADDRESS_MAX,
  TOUR_DESCRIPTION_MAX,
  TOUR_TITLE_MAX,
  fileTooLargeMessage,
  formatByteLimit,
} from '../../contract/tours';
import { UPLOAD_NO_SPACE_MESSAGE } from '../../contract/uploads';
import type { FileProblem } from '../../machines/tour-creation.machine';
import type { Translate } from '../forms/form-messages';

/** The wizard's own failure messages, kept in English by the machine and translated when shown. */
export const CREATE_FAILED = 'The tour could not be created. Please try again.';
export const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';
export const WATCH_FAILED = 'The processing status could not be read.';
export const RESUME_NOT_FOUND = 'This tour was not found: it may have been deleted.';
export const RESUME_FAILED = 'The tour could not be opened. Check your connection and try again.';

interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

const LIMIT = { limit: formatByteLimit(DEFAULT_MAX_UPLOAD_BYTES) };

/**
 * The English messages the wizard can meet (CreateTourRequestSchema's, the server's 402 and 413,
 * its own failures) with their catalogue keys. Anything else, such as a processing failure's
 * reason, is shown as the server wrote it.
 */
const CREATE_TOUR_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [CREATE_FAILED]: { key: 'createTour.errors.createFailed' },
  [UPLOAD_FAILED]: { key: 'createTour.errors.uploadFailed' },
  [WATCH_FAILED]: { key: 'createTour.errors.watchFailed' },
  [RESUME_NOT_FOUND]: { key: 'createTour.errors.resumeNotFound' },
  [RESUME_FAILED]: { key: 'createTour.errors.resumeFailed' },
  [NO_CREDITS_MESSAGE]: { key: 'createTour.noCredits.message' },
  [SUSPICIOUS_CONTENT_MESSAGE]: { key: 'createTour.errors.suspiciousContent' },
  [UPLOAD_NO_SPACE_MESSAGE]: { key: 'createTour.errors.noSpace' },
  [fileTooLargeMessage(DEFAULT_MAX_UPLOAD_BYTES)]: {
    key: 'createTour.file.problems.tooLarge',
    values: LIMIT,
  },
  'The title is required': { key: 'createTour.details.errors.titleRequired' },
  [`The title must be at most ${TOUR_TITLE_MAX} characters`]: {
    key: 'createTour.details.errors.titleTooLong',
    values: { max: TOUR_TITLE_MAX },
  },
  'The title contains characters that cannot be stored': {
    key: 'createTour.details.errors.titleUnstorable',
  },
  [`The address must be at most ${TOUR_ADDRESS_MAX} characters`]: {
    key: 'createTour.details.errors.addressTooLong',
    values: { max: TOUR_ADDRESS_MAX },
  },
  'The address contains characters that cannot be stored': {
    key: 'createTour.details.errors.addressUnstorable',
  },
  [`The description must be at most ${TOUR_DESCRIPTION_MAX} characters`]: {
    key: 'createTour.details.errors.descriptionTooLong',
    values: { max: TOUR_DESCRIPTION_MAX },
  },
  'The description contains characters that cannot be stored': {
    key: 'createTour.details.errors.descriptionUnstorable',
  },
};

/** A message of the wizard in the current language; any other text as it is. */
export function translateCreateTourMessage(t: Translate, message: string): string {
  const known = CREATE_TOUR_MESSAGE_KEYS[message];
  return known ? t(known.key, known.values) : message;
}

/** What is wrong with the chosen file, in the current language. */
export function fileProblemMessage(t: Translate, problem: FileProblem): string {
  return t(`createTour.file.problems.${problem}`, LIMIT);
}
