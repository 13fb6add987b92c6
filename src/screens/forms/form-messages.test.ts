import * as v from 'valibot';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  CompleteProfileRequestSchema,
  LoginRequestSchema,
} from '../../contract/auth';
import { PASSWORD_MESSAGES } from '../../contract/password-strength';
import { readCatalogue } from '../../../tests/support/render-app';
import { ApiRequestError } from '../../services/api-client';
import {
  passwordFeedback,
  schemaFieldErrors,
  toRequestFailure,
  translatedFieldErrors,
  translateMessage,
  translateWith,
  withFailure,
} from './form-messages';

const t = (id: string) => `<${id}>`;

/** The English catalogue, for messages as the user reads them. */
const intl = createIntl({ locale: 'en', messages: readCatalogue('en') });
const english = (id: string, values?: Record<string, string | number | Date>) =>
  intl.formatMessage({ id }, values);

const STRONG = 'New-R00ms-2-Walk!';

describe('translateMessage', () => {
  it('looks up the schemas, SPEC §8 and the server messages it knows', () => {
    expect(translateMessage(t, 'Passwords do not match')).toBe(
      '<resetPassword.errors.passwordsDoNotMatch>',
    );
    expect(
      translateMessage(
        t,
        'Too many accounts were created from this network. Please try again later.',
      ),
    ).toBe('<register.errors.tooManyRegistrations>');
    expect(translateMessage(t, 'Failed to complete profile')).toBe(
      '<completeProfile.errors.failed>',
    );
  });

  it("translates SPEC §5's joined feedback part by part, joined with '. '", () => {
    const joined = [PASSWORD_MESSAGES.number, PASSWORD_MESSAGES.special].join('. ');
    expect(translateMessage(t, joined)).toBe(
      '<passwordStrength.feedback.number>. <passwordStrength.feedback.special>',
    );
  });

  it('shows a message it does not know as it is', () => {
    expect(translateMessage(t, 'Something new. From the server')).toBe(
      'Something new. From the server',
    );
  });
});

describe('schemaFieldErrors', () => {
  it('is empty for valid values', () => {
    expect(
      schemaFieldErrors(RegisterRequestSchema, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        password: 'Walk-The-R00ms!',
      }),
    ).toEqual({});
  });

  it('gives the first message of each field, in the schema’s words', () => {
    expect(
      schemaFieldErrors(RegisterRequestSchema, {
        firstName: ' ',
        lastName: 'Lovelace',
        email: 'nope',
        password: 'abcdefgh',
      }),
    ).toEqual({
      firstName: 'First name is required',
      email: 'Enter a valid email address',
      password: [
        PASSWORD_MESSAGES.uppercase,
        PASSWORD_MESSAGES.number,
        PASSWORD_MESSAGES.special,
        PASSWORD_MESSAGES.common,
      ].join('. '),
    });
  });

  it("reports SPEC §5's mismatch on the confirmation", () => {
    expect(
      schemaFieldErrors(ResetPasswordRequestSchema, {
        token: 'abc',
        password: 'Walk-The-R00ms!',
        confirmPassword: 'Walk-The-R00ms?',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('accepts an empty company and phone, and refuses a bad phone number', () => {
    const profile = { firstName: 'Ada', lastName: 'L', company: '', phone: '', industry: 'OTHER' };
    expect(schemaFieldErrors(CompleteProfileRequestSchema, profile)).toEqual({});
    expect(
      schemaFieldErrors(CompleteProfileRequestSchema, { ...profile, phone: 'call me' }),
    ).toEqual({ phone: 'Enter a valid phone number' });
  });
});

describe('passwordFeedback', () => {
  it("joins SPEC §5's messages with '. '", () => {
    expect(passwordFeedback(english, 'password')).toBe(
      'Password should contain at least one uppercase letter. ' +
        'Password should contain at least one number. ' +
        'Password should contain at least one special character. ' +
        'Password contains common patterns that are easily guessed',
    );
    expect(passwordFeedback(english, STRONG)).toBe('');
  });
});

describe('translateWith', () => {
  const keys = { 'Enter the 6-digit code': 'x.code', [PASSWORD_MESSAGES.number]: 'x.number' };

  it('looks up the given table, and leaves joined parts alone unless asked', () => {
    const joined = ['Enter the 6-digit code', PASSWORD_MESSAGES.number].join('. ');
    expect(translateWith(keys, t, 'Enter the 6-digit code')).toBe('<x.code>');
    expect(translateWith(keys, t, joined)).toBe(joined);
    expect(translateWith(keys, t, joined, true)).toBe('<x.code>. <x.number>');
    expect(translateWith(keys, t, 'Unknown')).toBe('Unknown');
  });
});

describe('translatedFieldErrors', () => {
  it('translates the first message of each field, or describes it its own way', () => {
    const parsed = v.safeParse(LoginRequestSchema, { email: 'nope', password: '' });
    if (parsed.success) throw new Error('expected the parse to fail');
    expect(
      translatedFieldErrors<'email' | 'password'>(parsed.issues, (message) => `[${message}]`),
    ).toEqual({ email: '[Enter a valid email address]', password: '[Password is required]' });
    expect(
      translatedFieldErrors<'email' | 'password'>(parsed.issues, (message) => `[${message}]`, {
        password: () => 'own',
      }),
    ).toEqual({ email: '[Enter a valid email address]', password: 'own' });
  });
});

describe('toRequestFailure', () => {
  it("keeps the server's message and its field messages", () => {
    const error = new ApiRequestError('An account with this email already exists', {
      status: 409,
      data: {
        message: 'An account with this email already exists',
        status: 409,
        data: { fieldErrors: { email: ['An account with this email already exists'] } },
      },
    });
    expect(toRequestFailure(error, 'Registration failed')).toEqual({
      message: 'An account with this email already exists',
      fieldErrors: { email: 'An account with this email already exists' },
    });
  });

  it("falls back to the call's generic message", async () => {
    const network = new ApiRequestError('Failed to fetch', {
      status: 0,
      network: true,
      generic: true,
    });
    expect(toRequestFailure(network, 'Registration failed')).toEqual({
      message: 'Registration failed',
    });
    await expect(
      withFailure(() => Promise.reject(new Error('boom')), 'Failed to reset password'),
    ).rejects.toEqual({ message: 'Failed to reset password' });
  });
});

describe('toRequestFailure (settings calls)', () => {
  const body = (message: string, fieldErrors?: Record<string, string[]>) => ({
    message,
    status: 400,
    data: fieldErrors ? { fieldErrors } : {},
  });

  it("keeps the server's message and its first message per field", () => {
    const error = new ApiRequestError('Current password is incorrect', {
      status: 400,
      data: body('Current password is incorrect', {
        currentPassword: ['Current password is incorrect', 'second'],
      }),
    });
    expect(toRequestFailure(error, 'Failed to change password')).toEqual({
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: 'Current password is incorrect' },
    });
  });

  it("falls back to the call's generic message (SPEC §8)", () => {
    const generic = new ApiRequestError('API Error: 502 Bad Gateway', {
      status: 502,
      generic: true,
    });
    expect(toRequestFailure(generic, 'Failed to get active sessions')).toEqual({
      message: 'Failed to get active sessions',
    });
    expect(toRequestFailure(new TypeError('boom'), 'Failed to revoke session')).toEqual({
      message: 'Failed to revoke session',
    });
  });

  it('withFailure passes results through and rejects with the failure', async () => {
    await expect(withFailure(async () => 42, 'x')).resolves.toBe(42);
    await expect(
      withFailure(async () => {
        throw new ApiRequestError('Session not found', { status: 404 });
      }, 'Failed to revoke session'),
    ).rejects.toEqual({ message: 'Session not found' });
  });
});
