import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { FieldErrors } from '../../machines/form-failure';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
  type FormValues,
} from '../../machines/form-submission.machine';
import { useInspect } from '../app/inspection';
import { withFailure } from './form-messages';
import { formFields } from './form-parts';

export interface FormSubmissionOptions<Field extends string> {
  /** formSubmissionMachine with the screen's request (`submit`) and what follows it provided. */
  logic: typeof formSubmissionMachine;
  input: FormSubmissionInput;
  /** The input's id of each field the form shows. */
  ids: Record<Field, string>;
  /** The form's messages in the user's language. */
  translate: (message: string) => string;
  /** The screen's check of the values (the shared schema): one message per field. */
  validate: (values: FormValues) => FieldErrors<string>;
}

/**
 * A form driven by formSubmissionMachine: its state, `fields` for the inputs (see formFields),
 * `busy` while the request runs or once the form is done, and `submit` for the `<form>`, which
 * validates, tells the machine what it found and takes focus to the first field to fix.
 */
export function useFormSubmission<Field extends string>(options: FormSubmissionOptions<Field>) {
  const { logic, input, ids, translate, validate } = options;
  const inspect = useInspect();
  const [state, send] = useMachine(logic, { input, inspect });
  const { values, fieldErrors } = state.context;
  const busy = state.hasTag('busy') || state.status === 'done';
  const fields = formFields<Field>({
    ids,
    values,
    fieldErrors,
    translate,
    change: (field, value) => send({ type: 'form.fieldChanged', field, value }),
    busy,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    send({ type: 'form.submit', fieldErrors: found });
    fields.focusFirst(found);
  };

  return { state, fields, busy, submit };
}

/**
 * A form's request, for its `submit` actor: the values as `schema` makes them (the screen
 * checked them with it before the submit), sent by `call`; a failure rejects with the message
 * and field messages the form shows, `fallback` when the server gave no clear one.
 */
export function schemaRequest<Schema extends v.GenericSchema>(
  schema: Schema,
  call: (request: v.InferOutput<Schema>) => Promise<unknown>,
  fallback: string,
) {
  return fromPromise<unknown, FormValues>(({ input }) =>
    withFailure(() => call(v.parse(schema, input)), fallback),
  );
}
