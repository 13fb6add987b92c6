export interface PasswordStrengthMeterProps {
  /** Id of the whole meter, for the password field's aria-describedby. */
  id: string;
  /** SPEC §5's score, 0 to maxScore. */
  score: number;
  maxScore?: number;
  /** Whether the score is enough (SPEC §5: 3 or more). */
  isValid: boolean;
  /** The meter's name, e.g. "Password strength". */
  title: string;
  /** The score in words, e.g. "Fair". */
  levelLabel: string;
  /** What would make the password stronger, one message per item, already translated. */
  feedback: readonly string[];
}

/**
 * A password's strength as a bar of `maxScore` segments with its label, and the list of
 * what is missing (SPEC §5). Presentational: the caller scores and translates.
 */
export function PasswordStrengthMeter({
  id,
  score,
  maxScore = 5,
  isValid,
  title,
  levelLabel,
  feedback,
}: PasswordStrengthMeterProps) {
  const clamped = Math.min(Math.max(score, 0), maxScore);
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      className="password-strength"
      data-score={clamped}
      data-valid={isValid ? 'true' : 'false'}
    >
      <div className="password-strength-header">
        <span id={titleId}>{title}</span>
        <span className="password-strength-level" aria-live="polite">
          {levelLabel}
        </span>
      </div>
      <div
        className="password-strength-bar"
        role="meter"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={maxScore}
        aria-valuenow={clamped}
        aria-valuetext={levelLabel}
      >
        {Array.from({ length: maxScore }, (_, index) => (
          <span
            key={index}
            className="password-strength-segment"
            data-filled={index < clamped ? 'true' : undefined}
          />
        ))}
      </div>
      {feedback.length > 0 && (
        <ul className="password-strength-feedback">
          {feedback.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
