import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

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

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message, already translated; announced and linked to the input. */
  error?: string;
  /** Ids of other text that describes the field (a hint, a strength meter). */
  describedById?: string;
  children?: ReactNode;
}

/** A labelled input with its message (role="alert", aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  describedById,
  children,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorIdOf(id), describedById)}
      />
      {error && (
        <p id={errorIdOf(id)} className="form-field-error" role="alert">
          {error}
        </p>
      )}
      {children}
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
