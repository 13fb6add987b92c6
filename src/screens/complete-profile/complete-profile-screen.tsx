import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { CompleteProfileRequestSchema, ProfileSchema } from '../../contract/auth';
import { useTranslate } from '../../i18n/use-translate';
import {
  formSubmissionMachine,
  type FormSubmissionInput,
} from '../../machines/form-submission.machine';
import type { SessionUser } from '../../machines/session.machine';
import { FAILURE_MESSAGES } from '../../services/api-client';
import { Spinner } from '../../ui/spinner';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { ScreenIntro } from '../app/page-metadata';
import { schemaFieldErrors, translateMessage } from '../forms/form-messages';
import { AccountForm, IndustryField, SubmitButton, TextField } from '../forms/form-parts';
import { schemaRequest, useFormSubmission } from '../forms/use-form-submission';

const IDS = {
  company: 'complete-profile-company',
  phone: 'complete-profile-phone',
  industry: 'complete-profile-industry',
} as const;

/** The form, from the session user's names; the saved profile goes to the session. */
export function completeProfileForm(user: Pick<SessionUser, 'firstName' | 'lastName'>) {
  return {
    values: {
      firstName: user.firstName,
      lastName: user.lastName,
      company: '',
      phone: '',
      industry: 'REAL_ESTATE',
    },
    serverFields: ['firstName', 'lastName', 'company', 'phone', 'industry'],
    failureAlert: 'unlessFieldSays',
    afterSuccess: 'finish',
  } satisfies FormSubmissionInput;
}

/**
 * Complete profile (SPEC §2): a public route, so a visitor who is not signed in is asked to
 * sign in first; a signed-in user completes their profile and goes on to /dashboard. The names
 * were asked on /register and are not asked again (issue 22): they go with the request as the
 * session has them, and are changed in the settings.
 */
export function CompleteProfileScreen() {
  const t = useTranslate();
  const user = SessionActor.useSelector((snapshot) =>
    snapshot.hasTag('signedIn') ? snapshot.context.user : null,
  );
  const checking = SessionActor.useSelector(
    (snapshot) => snapshot.hasTag('busy') && !snapshot.hasTag('signedIn'),
  );

  return (
    <>
      <ScreenIntro page="completeProfile" noIndex />
      {user ? (
        <CompleteProfileForm user={user} />
      ) : checking ? (
        <div className="form-status" role="status">
          <Spinner />
          {t('completeProfile.checkingSession')}
        </div>
      ) : (
        <div className="card">
          <p>{t('completeProfile.signedOut')}</p>
          <Link className="button button-primary" to="/login">
            {t('completeProfile.signIn')}
          </Link>
        </div>
      )}
    </>
  );
}

function CompleteProfileForm({ user }: { user: SessionUser }) {
  const t = useTranslate();
  const api = useAppApi();
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const { state, fields, busy, submit } = useFormSubmission({
    logic: formSubmissionMachine.provide({
      actors: {
        submit: schemaRequest(
          CompleteProfileRequestSchema,
          api.auth.completeProfile,
          FAILURE_MESSAGES.completeProfile,
        ),
      },
      actions: {
        submitted: (_, { answer }) => {
          session.send({ type: 'session.profileChanged', user: v.parse(ProfileSchema, answer) });
          navigate('/dashboard', { replace: true });
        },
      },
    }),
    input: completeProfileForm(user),
    ids: IDS,
    translate: (message) => translateMessage(t, message),
    validate: (values) => schemaFieldErrors(CompleteProfileRequestSchema, values),
  });
  const { fieldErrors, error } = state.context;
  // The names have no field here: a refusal of them (never expected, /register checked them
  // with the same schema) is told above the form.
  const alertMessage = error || fieldErrors.firstName || fieldErrors.lastName;
  const alert = alertMessage ? translateMessage(t, alertMessage) : undefined;

  return (
    <AccountForm label={t('completeProfile.formLabel')} onSubmit={submit} alert={alert}>
      <TextField
        {...fields.props('company')}
        label={t('completeProfile.company')}
        autoComplete="organization"
      />
      <TextField
        {...fields.props('phone')}
        label={t('completeProfile.phone')}
        type="tel"
        autoComplete="tel"
      />
      <IndustryField {...fields.selectProps('industry')} label={t('completeProfile.industry')} />
      <SubmitButton
        busy={busy}
        label={t('completeProfile.submit')}
        busyLabel={t('completeProfile.submitting')}
      />
    </AccountForm>
  );
}
