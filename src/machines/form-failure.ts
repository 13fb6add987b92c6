/**
 * What the form machines share (issue 37): how a failed request is read, which of its field
 * messages a form shows, the guard that lets a validated form go, and a typed field stored.
 * Each machine still names these in its own `setup` and says in its config when they run.
 */

/** One message per field: the client's validation or the server's field message. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * What a failed request rejects with (services/request-failure): the message to show, field
 * messages when the server gave some, and whether the thing asked for is gone (a 404).
 */
export interface RequestFailure {
  message: string;
  fieldErrors?: Record<string, string>;
  notFound?: boolean;
}

export function failureOf(error: unknown): RequestFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, fieldErrors, notFound } = error as Partial<RequestFailure>;
    return {
      message: String(message),
      ...(fieldErrors && { fieldErrors }),
      ...(notFound !== undefined && { notFound }),
    };
  }
  return { message: String(error) };
}

/** The messages about `fields`; messages about other fields are left out. */
export function pickFields<Field extends string>(
  fieldErrors: Partial<Record<string, string>> | undefined,
  fields: readonly Field[],
): FieldErrors<Field> {
  const picked: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = fieldErrors?.[field];
    if (message) picked[field] = message;
  }
  return picked;
}

/** The server's field messages about a form's fields, from a failed request. */
export function formFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  return pickFields(failureOf(error).fieldErrors, fields);
}

/**
 * A failed submission as a form shows it: the messages under its fields, and the request's
 * message in the form's alert only when no field message says it already.
 */
export function fieldsOrMessage<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { fieldErrors: FieldErrors<Field>; error: string | null } {
  const fieldErrors = formFieldErrors(error, fields);
  return {
    fieldErrors,
    error: Object.keys(fieldErrors).length > 0 ? null : failureOf(error).message,
  };
}

/** The guard of every validated submit: the screen's validation found nothing. */
export function hasNoFieldErrors(
  _: unknown,
  params: { fieldErrors: Partial<Record<string, string>> },
): boolean {
  return Object.values(params.fieldErrors).every((message) => !message);
}

/** A typed value stored, and the message under its field cleared until the next submit. */
export function withFieldValue<Field extends string, Values extends Record<Field, string>>(
  context: { values: Values; fieldErrors: FieldErrors<Field> },
  field: Field,
  value: string,
): { values: Values; fieldErrors: FieldErrors<Field> } {
  return {
    values: { ...context.values, [field]: value },
    fieldErrors: { ...context.fieldErrors, [field]: '' },
  };
}
