import { TOUR_SOURCE_KINDS } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { CreditsNote } from './credits-note';
import type { PanelProps } from './wizard-types';
import { PanelHeading } from './wizard-steps';

/** Step 1: phone scan or CAD file, each with the files it accepts (a native radio group). */
export function SourceStep({ state, send }: PanelProps) {
  const t = useTranslate();
  const { sourceKind, credits } = state.context;
  const submit = submitWith(() => {
    send({ type: 'tourCreation.continue' });
  });
  return (
    <form
      className="create-tour-form"
      aria-labelledby="create-tour-source-legend"
      onSubmit={submit}
    >
      <PanelHeading>{t('createTour.source.title')}</PanelHeading>
      <CreditsNote credits={credits} />
      <fieldset className="create-tour-sources">
        <legend id="create-tour-source-legend">{t('createTour.source.legend')}</legend>
        {TOUR_SOURCE_KINDS.map((kind) => (
          <div key={kind} className="create-tour-source" data-checked={kind === sourceKind}>
            <input
              id={`create-tour-source-${kind}`}
              type="radio"
              name="create-tour-source"
              value={kind}
              checked={kind === sourceKind}
              onChange={() => send({ type: 'tourCreation.sourceChanged', sourceKind: kind })}
              aria-describedby={`create-tour-source-${kind}-description`}
            />
            <label htmlFor={`create-tour-source-${kind}`} className="create-tour-source-label">
              {t(`createTour.source.${kind}.label`)}
            </label>
            <p
              id={`create-tour-source-${kind}-description`}
              className="create-tour-source-description"
            >
              {t(`createTour.source.${kind}.description`)}
            </p>
          </div>
        ))}
      </fieldset>
      <div className="create-tour-actions">
        <button type="submit" className="button button-primary">
          {t('createTour.continue')}
        </button>
      </div>
    </form>
  );
}
