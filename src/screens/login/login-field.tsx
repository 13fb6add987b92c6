import { forwardRef, type InputHTMLAttributes } from 'react';

export interface LoginFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
}

/** A labelled input whose error is announced and linked to it with aria-describedby. */
export const LoginField = forwardRef<HTMLInputElement, LoginFieldProps>(function LoginField(
  { id, label, value, onValueChange, error, ...inputProps },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="login-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
