import * as v from 'valibot';
import { PASSWORD_MESSAGES, evaluatePasswordStrength } from '../../contract/password-strength';
import { ApiRequestError, failureMessage } from '../../services/api-client';

type Translate = (id: string, values?: Record<string, string | number | Date>) => string;

/**
 * The English messages of the shared schemas (src/contract) and their catalogue keys, so that
 * client-side validation speaks the user's language while the server's own answers, which
 * arrive already worded, are shown as they are. SPEC §5's password feedback uses the shared
 * passwordStrength messages, as on the other password forms.
 */
const CONTRACT_MESSAGE_KEYS: Record<string, string> = {
  [PASSWORD_MESSAGES.required]: 'passwordStrength.feedback.required',
  [PASSWORD_MESSAGES.length]: 'passwordStrength.feedback.length',
  [PASSWORD_MESSAGES.uppercase]: 'passwordStrength.feedback.uppercase',
  [PASSWORD_MESSAGES.lowercase]: 'passwordStrength.feedback.lowercase',
  [PASSWORD_MESSAGES.number]: 'passwordStrength.feedback.number',
  [PASSWORD_MESSAGES.special]: 'passwordStrength.feedback.special',
  [PASSWORD_MESSAGES.common]: 'passwordStrength.feedback.common',
  [PASSWORD_MESSAGES.repeated]: 'passwordStrength.feedback.repeated',
  'Password must be at most 256 characters': 'passwordStrength.tooLong',
  'Confirm your new password': 'settings.validation.confirmNewPassword',
  'New passwords do not match': 'settings.validation.newPasswordsDoNotMatch',
  'Enter the 6-digit code': 'settings.validation.codeRequired',
  'Enter the 6-digit code from your app or a recovery code': 'settings.validation.codeFormat',
};

/** A schema message in the current language; any other text (the server's) as it is. */
export function translateMessage(t: Translate, message: string): string {
  const key = CONTRACT_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

/** SPEC §5's feedback for a new password, each message translated, joined with '. '. */
export function passwordFeedback(t: Translate, password: string): string {
  return evaluatePasswordStrength(password)
    .feedback.map((message) => translateMessage(t, message))
    .join('. ');
}

/** The first message of each field of a failed valibot parse, translated. */
export function schemaFieldErrors<Field extends string>(
  t: Translate,
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  describe: Partial<Record<Field, (message: string) => string>> = {},
): Partial<Record<Field, string>> {
  const nested = v.flatten(issues).nested ?? {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, messages] of Object.entries(nested) as [Field, string[] | undefined][]) {
    const [first] = messages ?? [];
    if (first === undefined) continue;
    errors[field] = describe[field]?.(first) ?? translateMessage(t, first);
  }
  return errors;
}

/** What the screen's actors reject with: a clear message and the server's field messages. */
export interface RequestFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

function fieldErrorsOf(error: ApiRequestError): Record<string, string> | undefined {
  const body = error.data as { data?: { fieldErrors?: unknown }; fieldErrors?: unknown } | null;
  const raw = body?.data?.fieldErrors ?? body?.fieldErrors;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(raw as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) errors[field] = first;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * Turns a failed call into what the form shows: the server's clear message (SPEC §8's
 * precedence), else the call's generic failure message in the user's language.
 */
export function toRequestFailure(error: unknown, fallback: string): RequestFailure {
  const message = failureMessage(error, fallback);
  const fieldErrors = error instanceof ApiRequestError ? fieldErrorsOf(error) : undefined;
  return fieldErrors ? { message, fieldErrors } : { message };
}

/** Runs an API call and rejects with a RequestFailure instead of the raw error. */
export async function withFailure<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toRequestFailure(error, fallback);
  }
}
