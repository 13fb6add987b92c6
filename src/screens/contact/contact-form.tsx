import { useId } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ContactRequestSchema, type ContactRequest } from '../../contract/business';
import { useTranslate } from '../../i18n/use-translate';
import type { RequestFailure } from '../../machines/form-failure';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
  type FormValues,
} from '../../machines/form-submission.machine';
import type { AppApi } from '../../services/app-api';
import { logger } from '../../services/logger';
import { useAppApi } from '../app/app-services';
import { schemaFieldErrors, toRequestFailure } from '../forms/form-messages';
import {
  EmailField,
  FormAlert,
  NameFields,
  IndustryField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../forms/form-parts';
import { useFormSubmission } from '../forms/use-form-submission';
import {
  CONTACT_SUBMIT_FAILED,
  contactFailureDetail,
  translateContactMessage,
} from './contact-messages';

const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'industry',
  'tourInMind',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** SPEC §4: a fresh form, and the form after a successful submission. */
const EMPTY_CONTACT_VALUES: Readonly<Record<ContactField, string>> = {
  firstName: '',
  lastName: '',
  email: '',
  industry: 'REAL_ESTATE',
  tourInMind: '',
  message: '',
};

/**
 * The form (SPEC §4): a failure says so in the alert and is logged; a success empties every
 * field, sets the industry back to REAL_ESTATE and thanks the visitor until the next edit.
 */
export const CONTACT_FORM: FormSubmissionInput = {
  values: EMPTY_CONTACT_VALUES,
  serverFields: CONTACT_FIELDS,
  failureAlert: 'always',
  afterSuccess: 'openAgain',
};

/** What a failed submission rejects with: the form's failure, and the request's error for the log. */
interface ContactFailure extends RequestFailure {
  cause?: unknown;
}

/** What is sent: the values as typed, with the optional fields left out when empty. */
function requestCandidate(values: FormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    industry: values.industry,
    tourInMind: values.tourInMind?.trim() || undefined,
    message: values.message?.trim() || undefined,
  };
}

/** The request ContactRequestSchema makes of the values (trimmed, e-mail in lower case). */
function contactRequestOf(values: FormValues): ContactRequest {
  return v.parse(ContactRequestSchema, requestCandidate(values));
}

/**
 * POST /contact with the request the values make. A failure rejects with the message and field
 * messages the form shows, and the original error as its cause, for the log.
 */
async function submitContact(api: AppApi, values: FormValues): Promise<{ message: string }> {
  try {
    return await api.business.contact(contactRequestOf(values));
  } catch (error) {
    const failure: ContactFailure = {
      ...toRequestFailure(error, CONTACT_SUBMIT_FAILED),
      cause: error,
    };
    throw failure;
  }
}

function useFieldIds() {
  const prefix = `contact-${useId().replace(/[^\w-]/g, '')}`;
  return {
    firstName: `${prefix}-first-name`,
    lastName: `${prefix}-last-name`,
    email: `${prefix}-email`,
    industry: `${prefix}-industry`,
    tourInMind: `${prefix}-tour-in-mind`,
    message: `${prefix}-message`,
  } satisfies Record<ContactField, string>;
}

/**
 * The contact form of SPEC §2, on the landing page and on /contact: validated with the contract's
 * ContactRequestSchema, sent with POST /contact, driven by formSubmissionMachine.
 */
export function ContactForm() {
  const t = useTranslate();
  const api = useAppApi();
  const ids = useFieldIds();
  const { state, fields, busy, submit } = useFormSubmission({
    logic: formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => submitContact(api, input)),
      },
      actions: {
        logFailure: (_, { error }) => logger.error('Contact form submission failed', error),
      },
    }),
    input: CONTACT_FORM,
    ids,
    translate: (message) => translateContactMessage(t, message),
    validate: (values) => schemaFieldErrors(ContactRequestSchema, requestCandidate(values)),
  });
  const succeeded = state.matches({ editing: 'sent' });
  const failed = state.matches({ editing: 'failed' });
  const failureDetail = failed ? contactFailureDetail(t, state.context.error) : null;

  return (
    <form
      className="contact-form account-form card"
      aria-label={t('contact.form.label')}
      aria-busy={busy}
      noValidate
      onSubmit={submit}
    >
      <p className="form-note">{t('contact.form.requiredNote')}</p>
      <NameFields
        firstName={{ ...fields.props('firstName'), label: t('contact.form.firstName') }}
        lastName={{ ...fields.props('lastName'), label: t('contact.form.lastName') }}
      />
      <div className="form-row">
        <EmailField {...fields.props('email')} label={t('contact.form.email')} />
        <IndustryField {...fields.selectProps('industry')} label={t('contact.form.industry')} />
      </div>
      <TextField
        {...fields.props('tourInMind')}
        label={t('contact.form.tourInMind')}
        placeholder={t('contact.form.tourInMindPlaceholder')}
      />
      <TextAreaField
        {...fields.props('message')}
        label={t('contact.form.message')}
        placeholder={t('contact.form.messagePlaceholder')}
        rows={4}
      />
      {failed && (
        <FormAlert>
          <p>{t('contact.form.failed')}</p>
          {failureDetail && <p>{failureDetail}</p>}
        </FormAlert>
      )}
      <div className="contact-form-actions">
        <SubmitButton
          busy={busy}
          label={t('contact.form.submit')}
          busyLabel={t('contact.form.submitting')}
        />
        <div className="contact-form-status" role="status">
          {succeeded && <p className="contact-form-success">{t('contact.form.success')}</p>}
        </div>
      </div>
    </form>
  );
}
