import * as v from 'valibot';
import { PASSWORD_MESSAGES, evaluatePasswordStrength } from '../../contract/password-strength';
import {
  ApiRequestError,
  FAILURE_MESSAGES,
  failureMessage,
  fieldErrorsOf,
} from '../../services/api-client';

/** The screens' translate function (useTranslate's). */
export type Translate = (id: string, values?: Record<string, string | number | Date>) => string;

/** English messages and their catalogue keys. */
export type MessageKeys = Readonly<Record<string, string>>;

/**
 * SPEC §5's password feedback (and the schemas' length cap) with the shared passwordStrength
 * keys: the same on every password form.
 */
export const PASSWORD_MESSAGE_KEYS: MessageKeys = {
  [PASSWORD_MESSAGES.required]: 'passwordStrength.feedback.required',
  [PASSWORD_MESSAGES.length]: 'passwordStrength.feedback.length',
  [PASSWORD_MESSAGES.uppercase]: 'passwordStrength.feedback.uppercase',
  [PASSWORD_MESSAGES.lowercase]: 'passwordStrength.feedback.lowercase',
  [PASSWORD_MESSAGES.number]: 'passwordStrength.feedback.number',
  [PASSWORD_MESSAGES.special]: 'passwordStrength.feedback.special',
  [PASSWORD_MESSAGES.common]: 'passwordStrength.feedback.common',
  [PASSWORD_MESSAGES.repeated]: 'passwordStrength.feedback.repeated',
  'Password must be at most 256 characters': 'passwordStrength.tooLong',
};

/**
 * The English messages of the shared schemas (src/contract), of SPEC §8 and of the auth
 * server's answers to the account forms (register, complete profile, forgot and reset
 * password), with their catalogue keys: what the user reads is always in their language. Any
 * other text (a message this table does not know) is shown as it is.
 */
const FORM_MESSAGE_KEYS: MessageKeys = {
  ...PASSWORD_MESSAGE_KEYS,
  // Names and e-mail (RegisterRequestSchema, CompleteProfileRequestSchema, EmailSchema).
  'First name is required': 'register.validation.firstNameRequired',
  'First name must be at most 100 characters': 'register.validation.firstNameTooLong',
  'Last name is required': 'register.validation.lastNameRequired',
  'Last name must be at most 100 characters': 'register.validation.lastNameTooLong',
  'Email is required': 'register.validation.emailRequired',
  'Email is too long': 'register.validation.emailTooLong',
  'Enter a valid email address': 'register.validation.emailInvalid',
  'Too many accounts were created from this network. Please try again later.':
    'register.errors.tooManyRegistrations',
  [FAILURE_MESSAGES.register]: 'register.errors.failed',
  // Complete profile.
  'Company must be at most 200 characters': 'completeProfile.validation.companyTooLong',
  'Enter a valid phone number': 'completeProfile.validation.phoneInvalid',
  'Choose an industry': 'completeProfile.validation.industryRequired',
  [FAILURE_MESSAGES.completeProfile]: 'completeProfile.errors.failed',
  // Forgot password: the server's answer is the same for everyone.
  'If an account exists for this email, we have sent a link to reset the password.':
    'forgotPassword.sent',
  'Too many password reset requests from this network. Please try again later.':
    'forgotPassword.errors.tooManyRequests',
  [FAILURE_MESSAGES.forgotPassword]: 'forgotPassword.errors.failed',
  // Reset password (ResetPasswordRequestSchema and the server).
  'The reset link is invalid': 'resetPassword.errors.linkMissing',
  'This password reset link is invalid or has expired': 'resetPassword.errors.linkInvalid',
  'Confirm your password': 'resetPassword.errors.confirmRequired',
  'Passwords do not match': 'resetPassword.errors.passwordsDoNotMatch',
  'Your password has been reset. You can now sign in with your new password.': 'resetPassword.done',
  [FAILURE_MESSAGES.resetPassword]: 'resetPassword.errors.failed',
};

/**
 * A message in the current language by the given table; any other text as it is. With
 * `joinedParts`, a message the table does not know whole but whose '. '-joined parts it all
 * knows (SPEC §5's feedback, as NewPasswordSchema words it) is translated part by part.
 */
export function translateWith(
  keys: MessageKeys,
  t: Translate,
  message: string,
  joinedParts = false,
): string {
  const key = keys[message];
  if (key) return t(key);
  if (joinedParts) {
    const parts = message.split('. ').map((part) => keys[part]);
    if (parts.length > 1 && parts.every((part) => part !== undefined)) {
      return parts.map((part) => t(part)).join('. ');
    }
  }
  return message;
}

/**
 * A message of the account forms in the current language. SPEC §5's password feedback arrives
 * joined with '. ' (NewPasswordSchema's message): each part is translated and the parts joined
 * again.
 */
export function translateMessage(t: Translate, message: string): string {
  return translateWith(FORM_MESSAGE_KEYS, t, message, true);
}

/** SPEC §5's feedback for a new password, each message translated, joined with '. '. */
export function passwordFeedback(t: Translate, password: string): string {
  return evaluatePasswordStrength(password)
    .feedback.map((message) => translateMessage(t, message))
    .join('. ');
}

type FieldIssues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

/** The first message of each field of a failed valibot parse, as the schema words it. */
function firstMessages<Field extends string>(issues: FieldIssues): [Field, string][] {
  const nested = (v.flatten(issues).nested ?? {}) as Partial<Record<Field, string[]>>;
  const firsts: [Field, string][] = [];
  for (const [field, messages] of Object.entries(nested) as [Field, string[] | undefined][]) {
    const [first] = messages ?? [];
    if (first !== undefined) firsts.push([field, first]);
  }
  return firsts;
}

/**
 * The first message of each field of a valibot parse, in English as the schema words it (the
 * machine keeps them so; the screen translates when it shows them). Empty when valid.
 */
export function schemaFieldErrors<Field extends string>(
  schema: v.GenericSchema,
  values: unknown,
): Partial<Record<Field, string>> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, first] of firstMessages<Field>(result.issues)) {
    if (first) errors[field] = first;
  }
  return errors;
}

/**
 * The first message of each field of a failed valibot parse, translated by `translate`, or by
 * the field's own `describe` where it has one.
 */
export function translatedFieldErrors<Field extends string>(
  issues: FieldIssues,
  translate: (message: string) => string,
  describe: Partial<Record<Field, (message: string) => string>> = {},
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, first] of firstMessages<Field>(issues)) {
    errors[field] = describe[field]?.(first) ?? translate(first);
  }
  return errors;
}

/** What the forms' actors reject with: a clear message and the server's field messages. */
export interface RequestFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

/**
 * A failed call as the form shows it: the server's clear message (SPEC §8's precedence), else
 * the call's generic failure message; plus the server's field messages.
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
