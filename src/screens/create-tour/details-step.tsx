import { useId } from 'react';
import { CreateTourRequestSchema, TOUR_TITLE_MAX } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import {
  TOUR_DETAIL_FIELDS,
  type TourDetailErrors,
  type TourDetailField,
} from '../../machines/tour-creation.machine';
import { schemaFieldErrors } from '../forms/form-messages';
import { TextAreaField, TextField, formFields } from '../forms/form-parts';
import { translateCreateTourMessage } from './create-tour-messages';
import { detailsCandidate } from './tour-creation-actors';
import type { PanelProps } from './wizard-types';
import { WizardForm } from './wizard-steps';
import { BackButton } from './wizard-buttons';

function useFieldIds(): Record<TourDetailField, string> {
  const prefix = `create-tour-${useId().replace(/[^\w-]/g, '')}`;
  return {
    title: `${prefix}-title`,
    address: `${prefix}-address`,
    description: `${prefix}-description`,
  };
}

/** The details' messages, of the details' fields only. */
function detailErrors(found: Partial<Record<string, string>>): TourDetailErrors {
  const errors: TourDetailErrors = {};
  for (const field of TOUR_DETAIL_FIELDS) {
    const message = found[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Step 2: title (required), address and description, checked with CreateTourRequestSchema. */
export function DetailsStep({ state, send }: PanelProps) {
  const t = useTranslate();
  const ids = useFieldIds();
  const { details, fieldErrors, sourceKind } = state.context;
  const fields = formFields<TourDetailField>({
    ids,
    values: details,
    fieldErrors,
    translate: (message) => translateCreateTourMessage(t, message),
    change: (field, value) => send({ type: 'tourCreation.fieldChanged', field, value }),
    busy: false, // the step sends no request: its fields stay editable
  });

  const submit = () => {
    const found = detailErrors(
      schemaFieldErrors(CreateTourRequestSchema, detailsCandidate(sourceKind, details)),
    );
    send({ type: 'tourCreation.detailsSubmit', fieldErrors: found });
    fields.focusFirst(found);
  };

  return (
    <WizardForm
      label={t('createTour.details.form')}
      heading={t('createTour.details.title')}
      onSubmit={submit}
    >
      <TextField
        {...fields.props('title')}
        label={t('createTour.details.tourTitle')}
        maxLength={TOUR_TITLE_MAX}
        autoComplete="off"
        aria-required
      />
      <TextField
        {...fields.props('address')}
        label={t('createTour.details.address')}
        autoComplete="street-address"
      />
      <TextAreaField
        {...fields.props('description')}
        label={t('createTour.details.description')}
        rows={4}
      />
      <div className="create-tour-actions">
        <BackButton send={send} />
        <button type="submit" className="button button-primary">
          {t('createTour.continue')}
        </button>
      </div>
    </WizardForm>
  );
}
