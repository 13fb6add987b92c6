import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  LENGTH_UNITS,
  implausibleSize,
  isReframable,
  tourSize,
  type FrameCorrection,
  type LengthUnit,
  type TourView,
} from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { SelectField, SubmitButton } from '../forms/form-parts';
import { isViewing, type EditorPanelProps } from './editor-props';

const AXES = ['x', 'y', 'z'] as const;
type Axis = (typeof AXES)[number];

/** What the panel starts from: the correction the tour was processed with, else none. */
function initialCorrection(tour: TourView): FrameCorrection {
  const model = tour.model;
  return {
    turns: model?.correction?.turns ?? { x: 0, y: 0, z: 0 },
    unit: model?.correction?.unit ?? model?.unit ?? 'm',
  };
}

/** Metres as the panel writes them: three significant digits, at most two decimals. */
function useMetres(): (value: number) => string {
  const intl = useIntl();
  return (value) =>
    intl.formatNumber(value, { maximumSignificantDigits: 3, maximumFractionDigits: 2 });
}

const FLAG_TEXTS = {
  /** OBJ, PLY, STL, DXF, glTF: the fix is the unit chosen in the panel. */
  chosen: { tooLarge: 'tourEditor.frame.tooLarge', tooSmall: 'tourEditor.frame.tooSmall' },
  /** IFC keeps the unit it was exported in: the fix is a new export. */
  exported: {
    tooLarge: 'tourEditor.frame.tooLargeExported',
    tooSmall: 'tourEditor.frame.tooSmallExported',
  },
} as const;

/** A size implausible for a building or an object, with its fix; nothing when the size is fine. */
function SizeWarning({ tour, fix }: { tour: TourView; fix: keyof typeof FLAG_TEXTS }) {
  const t = useTranslate();
  const metres = useMetres();
  const flag = implausibleSize(tour.bounds, tour.kind);
  if (!flag || !tour.bounds) return null;
  const size = tourSize(tour.bounds);
  const text = FLAG_TEXTS[fix][flag];
  return (
    <p
      className={fix === 'exported' ? 'form-alert tour-editor-panel' : 'form-alert'}
      role="alert"
      data-testid="implausible-size"
    >
      {flag === 'tooLarge'
        ? t(text, { size: metres(Math.max(size.width, size.depth, size.height)) })
        : t(text, { height: metres(size.height) })}
    </p>
  );
}

/**
 * "Orientation and size" (issue 17 point 5, decisions 0036, 0053), for OBJ, PLY, STL, DXF and glTF
 * models: the size processing measured, a flag when it is implausible for a building or an
 * object, and the fix: turn the model 90° about X, Y or Z and choose the unit it was drawn in;
 * Apply processes the tour again, at no credit. IFC says its own frame: no panel.
 */
export function FramePanel({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const metres = useMetres();
  const tour = snapshot.context.tour;
  const [draft, setDraft] = useState<FrameCorrection | null>(null);
  if (!tour) return null;
  if (!isReframable(tour.model?.format))
    return tour.model ? <SizeWarning tour={tour} fix="exported" /> : null;
  const correction = draft ?? initialCorrection(tour);
  const editable = isViewing(snapshot);
  const busy = snapshot.matches({ ready: 'reframing' });
  const size = tour.bounds ? tourSize(tour.bounds) : null;
  const turn = (axis: Axis) =>
    setDraft({
      ...correction,
      turns: { ...correction.turns, [axis]: (correction.turns[axis] + 1) % 4 },
    });
  const submit = submitWith(() => {
    if (!editable) return;
    send({ type: 'frame.apply', correction });
    setDraft(null);
  });
  const unitLabel = (unit: LengthUnit) => t(`tourEditor.frame.units.${unit}`);

  return (
    <section
      className="tour-editor-panel card"
      aria-labelledby="tour-editor-frame-heading"
      data-testid="frame-panel"
    >
      <h2 id="tour-editor-frame-heading">{t('tourEditor.frame.heading')}</h2>
      {size && (
        <p data-testid="model-size">
          {t('tourEditor.frame.size', {
            width: metres(size.width),
            depth: metres(size.depth),
            height: metres(size.height),
          })}
        </p>
      )}
      <SizeWarning tour={tour} fix="chosen" />
      {tour.error && (
        <p className="form-alert">{t('tourEditor.frame.failed', { error: tour.error })}</p>
      )}
      <p className="tour-editor-hint">
        {tour.model?.unit
          ? t('tourEditor.frame.readAs', { unit: unitLabel(tour.model.unit) })
          : t('tourEditor.frame.readAsDeclared')}{' '}
        {t('tourEditor.frame.hint')}
      </p>
      <form className="tour-editor-form" onSubmit={submit} noValidate>
        <div
          className="tour-editor-actions"
          role="group"
          aria-label={t('tourEditor.frame.turnsLabel')}
        >
          {AXES.map((axis) => (
            <button
              key={axis}
              type="button"
              className="button"
              disabled={!editable}
              onClick={() => turn(axis)}
            >
              {t('tourEditor.frame.turn', { axis: axis.toUpperCase() })}
            </button>
          ))}
        </div>
        <p data-testid="frame-turns">
          {t('tourEditor.frame.turns', {
            x: correction.turns.x * 90,
            y: correction.turns.y * 90,
            z: correction.turns.z * 90,
          })}
        </p>
        <SelectField
          id="tour-editor-frame-unit"
          label={t('tourEditor.frame.unit')}
          value={correction.unit}
          disabled={!editable}
          onValueChange={(value) => {
            const unit = LENGTH_UNITS.find((known) => known === value);
            if (unit) setDraft({ ...correction, unit });
          }}
          options={LENGTH_UNITS.map((unit) => ({ value: unit, label: unitLabel(unit) }))}
        />
        <SubmitButton
          busy={busy}
          label={t('tourEditor.frame.apply')}
          busyLabel={t('tourEditor.frame.applying')}
        />
      </form>
    </section>
  );
}
