import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  LENGTH_UNITS,
  METRES_PER_UNIT,
  tourSize,
  type LengthUnit,
  type TourView,
} from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { SelectField } from '../forms/form-parts';
import { EditorNotice } from './editor-notice';
import { isViewing, type EditorPanelProps } from './editor-props';
import { Button } from '../../ui/button';

const STILL = { x: 0, y: 0, z: 0 };

/** "19 cm", "74 cm", "1.9 m", "190 m": a size to two significant digits in a unit that suits it. */
function roughLength(intl: IntlShape, metres: number): string {
  const [value, unit] =
    metres < 0.01
      ? [metres * 1000, 'millimeter']
      : metres < 1
        ? [metres * 100, 'centimeter']
        : metres < 10_000
          ? [metres, 'meter']
          : [metres / 1000, 'kilometer'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumSignificantDigits: 2 });
}

/** The tour's height (m) had it been read in `unit` instead of the unit it was read in. */
function heightIn(tour: TourView, read: LengthUnit, unit: LengthUnit): number {
  const height = tour.bounds ? tourSize(tour.bounds).height : 0;
  return (height * METRES_PER_UNIT[unit]) / METRES_PER_UNIT[read];
}

/**
 * Asked once after processing (issue 35 point 5, decision 0053): the model looked like an object
 * far too large for a building in the unit its size or format suggested, so it was read in
 * millimetres. "Yes" keeps that unit as the owner's, with nothing processed again; another unit
 * processes the tour again in it, at no credit. Gone once the owner has answered either way.
 */
export function UnitQuestion({ snapshot, send }: EditorPanelProps) {
  const t = useTranslate();
  const intl = useIntl();
  const tour = snapshot.context.tour;
  const read = tour?.model?.unit ?? null;
  const [chosen, setChosen] = useState<LengthUnit | null>(null);
  if (!tour?.model?.unitUncertain || tour.model.correction || read === null || !tour.bounds)
    return null;
  const editable = isViewing(snapshot);
  const busy = snapshot.matches({ ready: 'reframing' });
  const other = chosen ?? LENGTH_UNITS.find((unit) => unit !== read) ?? read;
  const tall = (unit: LengthUnit) => roughLength(intl, heightIn(tour, read, unit));
  const unitLabel = (unit: LengthUnit) => t(`tourEditor.frame.units.${unit}`);
  const apply = (unit: LengthUnit) =>
    send({ type: 'frame.apply', correction: { turns: STILL, unit } });
  const submit = submitWith(() => {
    if (editable) apply(other);
  });

  return (
    <EditorNotice id="unit-question" title={t('tourEditor.unitQuestion.title')}>
      <p>{t('tourEditor.unitQuestion.ask', { size: tall(read) })}</p>
      <p>{t('tourEditor.unitQuestion.why', { unit: unitLabel(read) })}</p>
      <div className="tour-editor-actions">
        <Button variant="primary" disabled={!editable} onClick={() => apply(read)}>
          {t('tourEditor.unitQuestion.yes')}
        </Button>
      </div>
      <form className="tour-editor-form" onSubmit={submit} noValidate>
        <SelectField
          id="tour-editor-unit-question-unit"
          label={t('tourEditor.unitQuestion.other')}
          value={other}
          disabled={!editable}
          onValueChange={(value) => setChosen(LENGTH_UNITS.find((unit) => unit === value) ?? null)}
          options={LENGTH_UNITS.filter((unit) => unit !== read).map((unit) => ({
            value: unit,
            label: t('tourEditor.unitQuestion.option', { unit: unitLabel(unit), size: tall(unit) }),
          }))}
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={!editable}
          aria-busy={busy}
        >
          {busy ? t('tourEditor.frame.applying') : t('tourEditor.unitQuestion.apply')}
        </button>
      </form>
    </EditorNotice>
  );
}
