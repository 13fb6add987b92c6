import type { FormEvent, InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { INDUSTRIES } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';

/** The id of a field's message, for aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * Where a field stands, for its styles: `form` (the public forms and the editor), `settings`
 * (/dashboard/settings) or `login` (the sign-in card). Its classes are `<look>-field`,
 * `<look>-field-error` and `<look>-hint`.
 */
export type FieldLook = 'form' | 'settings' | 'login';

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message, already translated; announced and linked to the input. */
  error?: string | null;
  /** Text under the input that describes it (shown before the message). */
  hint?: ReactNode;
  /** Ids of other text that describes the field (a hint, a strength meter). */
  describedById?: string;
  look?: FieldLook;
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

/** A labelled input with its hint and message (role="alert", aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  describedById,
  look = 'form',
  children,
  ...inputProps
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={`${look}-field`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error && errorIdOf(id), describedById)}
      />
      {hint ? (
        <div id={hintId} className={`${look}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className={`${look}-field-error`} role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** An e-mail address: the e-mail keyboard, the browser's autofill, no spell check; required. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      aria-required
      {...props}
    />
  );
}

/** What a name field takes: formFields' props and its label. */
type NameFieldProps = Pick<TextFieldProps, 'id' | 'label' | 'value' | 'onValueChange' | 'error'> & {
  readOnly?: boolean;
};

/** First and last name side by side, both required, with the browser's autofill. */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: NameFieldProps;
  lastName: NameFieldProps;
}) {
  return (
    <div className="form-row">
      <TextField {...firstName} autoComplete="given-name" aria-required />
      <TextField {...lastName} autoComplete="family-name" aria-required />
    </div>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  disabled?: boolean;
}

/** A labelled native select with its message. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  error,
  disabled,
}: SelectFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorIdOf(id))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorIdOf(id)} className="form-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The industry (SPEC §2: complete profile, contact), its options in the user's language. */
export function IndustryField(props: Omit<SelectFieldProps, 'options'>) {
  const t = useTranslate();
  return (
    <SelectField
      {...props}
      options={INDUSTRIES.map((industry) => ({
        value: industry,
        label: t(`completeProfile.industries.${industry}`),
      }))}
    />
  );
}

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextAreaFieldProps extends TextAreaProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message, already translated; announced and linked to the text area. */
  error?: string;
}

/** A labelled multi-line text box with its message, like TextField. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...textAreaProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorIdOf(id))}
      />
      {error && (
        <p id={errorIdOf(id)} className="form-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (a failed request), announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}

/**
 * The card of an account form (register, complete profile, forgot and reset password): why the
 * last request failed, when it did, above the fields.
 */
export function AccountForm({
  label,
  onSubmit,
  alert,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure, already translated. */
  alert?: string | null;
  children: ReactNode;
}) {
  return (
    <form className="account-form card" aria-label={label} noValidate onSubmit={onSubmit}>
      {alert && <FormAlert>{alert}</FormAlert>}
      {children}
    </form>
  );
}

/** What a form that is done says, announced, and where to go from there. */
export function FormDone({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="card stack">
      <p className="form-success" role="status">
        {message}
      </p>
      {children}
    </div>
  );
}

/** The submit button: disabled, with its busy label, while the request is under way. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Moves focus to the first field with a message, so keyboard users land on what to fix. */
export function focusFirstError(
  fieldErrors: Partial<Record<string, string>>,
  fields: readonly (readonly [field: string, inputId: string])[],
) {
  const first = fields.find(([field]) => fieldErrors[field]);
  if (first) document.getElementById(first[1])?.focus();
}

export interface FormFieldsOptions<Field extends string> {
  /** The input's id of each field. */
  ids: Record<Field, string>;
  /** The values as typed (a field not there yet reads as empty). */
  values: Readonly<Partial<Record<string, string>>>;
  /** The machine's messages, untranslated. */
  fieldErrors: Readonly<Partial<Record<string, string>>>;
  translate: (message: string) => string;
  /** Tells the form's machine a field changed (its `<form>.fieldChanged` event). */
  change: (field: Field, value: string) => void;
  /** While the request is under way the fields are read-only. */
  busy: boolean;
}

/**
 * What a machine-driven form gives each of its fields: `props(field)` (its id, value as typed,
 * change, translated message, read-only while busy) to spread on a TextField beside its own
 * label and attributes (`selectProps` for a SelectField), `valueOf`/`errorOf`/`changeOf` for the
 * fields that take them apart, and
 * `focusFirst` for the submit.
 */
export function formFields<Field extends string>(options: FormFieldsOptions<Field>) {
  const { ids, values, fieldErrors, translate, change, busy } = options;
  const valueOf = (field: Field): string => values[field] ?? '';
  const errorOf = (field: Field): string | undefined => {
    const message = fieldErrors[field];
    return message ? translate(message) : undefined;
  };
  const changeOf = (field: Field) => (value: string) => change(field, value);
  const props = (field: Field) => ({
    id: ids[field],
    value: valueOf(field),
    onValueChange: changeOf(field),
    error: errorOf(field),
    readOnly: busy,
  });
  /** The same for a SelectField, which cannot be read-only: disabled while busy. */
  const selectProps = (field: Field) => {
    const { readOnly, ...common } = props(field);
    return { ...common, disabled: readOnly };
  };
  /** After a submit: focus on the first field (in the order of `ids`) that has a message. */
  const focusFirst = (found: Partial<Record<Field, string>>) =>
    focusFirstError(found, Object.entries(ids));
  return { props, selectProps, valueOf, errorOf, changeOf, focusFirst };
}
