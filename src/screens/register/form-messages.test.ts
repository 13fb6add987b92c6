import { describe, expect, it } from 'vitest';
import {
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  CompleteProfileRequestSchema,
} from '../../contract/auth';
import { PASSWORD_MESSAGES } from '../../contract/password-strength';
import { ApiRequestError } from '../../services/api-client';
import {
  schemaFieldErrors,
  toRequestFailure,
  translateMessage,
  withFailure,
} from './form-messages';

const t = (id: string) => `<${id}>`;

describe('translateMessage', () => {
  it('looks up the schemas, SPEC §8 and the server messages it knows', () => {
    expect(translateMessage(t, 'Passwords do not match')).toBe(
      '<resetPassword.errors.passwordsDoNotMatch>',
    );
    expect(translateMessage(t, 'An account with this email already exists')).toBe(
      '<register.errors.emailTaken>',
    );
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
