import { useId, type FormEvent } from 'react';
import { CreateTourRequestSchema, TOUR_TITLE_MAX } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import {
  TOUR_DETAIL_FIELDS,
  type TourDetailErrors,
  type TourDetailField,
} from '../../machines/tour-creation.machine';
import { schemaFieldErrors } from '../forms/form-messages';
import { TextAreaField, TextField, focusFirstError } from '../forms/form-parts';
import { translateCreateTourMessage } from './create-tour-messages';
import { detailsCandidate } from './tour-creation-actors';
import type { PanelProps } from './wizard-types';
import { PanelHeading } from './wizard-steps';
import { Button } from '../../ui/button';

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
  const errorOf = (field: TourDetailField) => {
    const message = fieldErrors[field];
    return message ? translateCreateTourMessage(t, message) : undefined;
  };
  const change = (field: TourDetailField) => (value: string) =>
    send({ type: 'tourCreation.fieldChanged', field, value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = detailErrors(
      schemaFieldErrors(CreateTourRequestSchema, detailsCandidate(sourceKind, details)),
    );
    send({ type: 'tourCreation.detailsSubmit', fieldErrors: found });
    focusFirstError(
      found,
      TOUR_DETAIL_FIELDS.map((field) => [field, ids[field]] as const),
    );
  };

  return (
    <form
      className="create-tour-form"
      aria-label={t('createTour.details.form')}
      noValidate
      onSubmit={submit}
    >
      <PanelHeading>{t('createTour.details.title')}</PanelHeading>
      <TextField
        id={ids.title}
        label={t('createTour.details.tourTitle')}
        value={details.title}
        onValueChange={change('title')}
        error={errorOf('title')}
        maxLength={TOUR_TITLE_MAX}
        autoComplete="off"
        aria-required
      />
      <TextField
        id={ids.address}
        label={t('createTour.details.address')}
        value={details.address}
        onValueChange={change('address')}
        error={errorOf('address')}
        autoComplete="street-address"
      />
      <TextAreaField
        id={ids.description}
        label={t('createTour.details.description')}
        value={details.description}
        onValueChange={change('description')}
        error={errorOf('description')}
        rows={4}
      />
      <div className="create-tour-actions">
        <Button variant="secondary" onClick={() => send({ type: 'tourCreation.back' })}>
          {t('createTour.back')}
        </Button>
        <button type="submit" className="button button-primary">
          {t('createTour.continue')}
        </button>
      </div>
    </form>
  );
}
