/**
 * The uploads' own messages (issue 36), apart from contract/tours.ts, which every tour page
 * loads: only the create-tour wizard and the server need them.
 */

/** The server's disk or bucket is full: nothing of the file is kept as the tour's. */
export const UPLOAD_NO_SPACE_MESSAGE =
  'The server has no room for this file at the moment. Please try again later.';
