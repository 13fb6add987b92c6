/**
 * A failure of a processing stage whose message the user sees as the reason a tour could not be
 * made (as InputError is for the readers): it names the problem, never a stack trace or a path.
 */
export class ProcessingError extends Error {
  override name = 'ProcessingError';
}

/** Thrown by the navmesh stage and caught by the pipeline, which then makes an object tour. */
export const NO_WALKABLE_FLOOR_MESSAGE =
  'No walkable floor was found in this model. To walk through it, export it with its floors, ' +
  'then create the tour again.';
