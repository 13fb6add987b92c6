/**
 * The period of the statistics: the last 7, 30 or 90 days, or a custom period from one day to
 * another (checked with the shared schema before it is asked for). The choice is kept in the
 * address by the screen.
 */
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import type { CachePerformanceRequest } from '../../services/cache-performance-api';
import { useTranslate } from '../../i18n/use-translate';
import { translateCacheMessage } from './cache-performance-messages';
import {
  RANGE_PRESETS,
  rangeErrors,
  type RangeChoice,
  type RangeErrors,
} from './cache-performance-range';

export interface PeriodFilterProps {
  choice: RangeChoice;
  /** The period last shown, to start a custom period from. */
  shown: { from: string; to: string } | undefined;
  onChoose: (request: CachePerformanceRequest) => void;
}

export function PeriodFilter({ choice, shown, onChoose }: PeriodFilterProps) {
  const t = useTranslate();
  const custom = choice.kind === 'custom' ? choice : undefined;
  const start = custom ?? shown;
  return (
    <section className="card cache-filter" aria-labelledby="cache-period-heading">
      <h2 id="cache-period-heading">{t('cachePerformance.period.heading')}</h2>
      <div className="cache-presets" role="group" aria-label={t('cachePerformance.period.presets')}>
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="button button-secondary cache-preset"
            aria-pressed={choice.kind === 'days' && choice.days === days}
            onClick={() => onChoose({ days })}
          >
            {t('cachePerformance.period.lastDays', { count: days })}
          </button>
        ))}
      </div>
      <CustomPeriodForm
        from={start?.from ?? ''}
        to={start?.to ?? ''}
        addressErrors={custom?.errors ?? {}}
        onChoose={onChoose}
      />
    </section>
  );
}

function CustomPeriodForm({
  from: initialFrom,
  to: initialTo,
  addressErrors,
  onChoose,
}: {
  from: string;
  to: string;
  addressErrors: RangeErrors;
  onChoose: (request: CachePerformanceRequest) => void;
}) {
  const t = useTranslate();
  const headingId = useId();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [errors, setErrors] = useState<RangeErrors>(addressErrors);
  // A new period from outside (the address, a preset) starts the fields again; the form stays
  // mounted, so the focus stays where it was.
  const outside = `${initialFrom}|${initialTo}|${JSON.stringify(addressErrors)}`;
  const [shownOutside, setShownOutside] = useState(outside);
  if (shownOutside !== outside) {
    setShownOutside(outside);
    setFrom(initialFrom);
    setTo(initialTo);
    setErrors(addressErrors);
  }
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(from, to);
    setErrors(found);
    if (found.from) fromRef.current?.focus();
    else if (found.to) toRef.current?.focus();
    else onChoose({ from, to });
  };

  return (
    <form className="cache-custom" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId}>{t('cachePerformance.period.custom')}</h3>
      <div className="cache-custom-fields">
        <DayField
          label={t('cachePerformance.period.from')}
          value={from}
          error={errors.from}
          inputRef={fromRef}
          onChange={setFrom}
        />
        <DayField
          label={t('cachePerformance.period.to')}
          value={to}
          error={errors.to}
          inputRef={toRef}
          onChange={setTo}
        />
        <button type="submit" className="button button-primary">
          {t('cachePerformance.period.show')}
        </button>
      </div>
    </form>
  );
}

function DayField({
  label,
  value,
  error,
  inputRef,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="date"
        value={value}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="form-field-error">
          {translateCacheMessage(t, error)}
        </p>
      )}
    </div>
  );
}
