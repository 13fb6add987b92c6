import type { InputHTMLAttributes, ReactNode } from 'react';

export interface SettingsFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are linked to it with aria-describedby. */
export function SettingsField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  ...inputProps
}: SettingsFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <div id={hintId} className="settings-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="settings-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
