/** Query-string values read the same way in several areas (query values arrive as strings). */
import * as v from 'valibot';

/** A query value holding a whole number from 1 to `max` (at most 999), as a number. */
export const wholeNumberParam = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );
