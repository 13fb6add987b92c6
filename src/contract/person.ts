/** A user as other users see them in chats, staff lists and logs. */
import * as v from 'valibot';

/** Their account id and name. */
export const PersonSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});
export type Person = v.InferOutput<typeof PersonSchema>;

/** Their account id and name, and the e-mail address to reach them by. */
export const ReachablePersonSchema = v.object({
  ...PersonSchema.entries,
  email: v.string(),
});
export type ReachablePerson = v.InferOutput<typeof ReachablePersonSchema>;
