import { useId } from 'react';

/**
 * A choice of two or three as radio buttons styled as one switch (.pricing-period: arrow keys
 * move between them), named for screen readers by its hidden legend.
 */
export function RadioSwitch<Option extends string>({
  legend,
  options,
  value,
  optionLabel,
  onChoose,
  className = 'pricing-period',
}: {
  legend: string;
  options: readonly Option[];
  value: Option;
  optionLabel: (option: Option) => string;
  onChoose: (option: Option) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="pricing-period-option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChoose(option)}
          />
          <span>{optionLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
