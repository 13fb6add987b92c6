import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  FAILURE_MESSAGES,
  failureMessage,
  fieldErrorsOf,
  REGISTRATION_FAILED,
  withFailureMessage,
} from './errors';

describe('failure messages (SPEC §8)', () => {
  it('has the generic failure message of each call, word for word', () => {
    expect(REGISTRATION_FAILED).toBe('Registration failed');
    expect(Object.values(FAILURE_MESSAGES)).toEqual([
      'Registration failed',
      'Failed to complete profile',
      'Invalid credentials',
      'Failed to fetch profile',
      'Failed to process forgot password request',
      'Failed to reset password',
      'Failed to refresh token',
      'Failed to change password',
      'Failed to enable two-factor authentication',
      'Failed to verify two-factor authentication',
      'Failed to disable two-factor authentication',
      'Failed to get active sessions',
      'Failed to revoke session',
      'Failed to revoke all sessions',
    ]);
  });

  it("failureMessage: the server's message when it sent one, else the call's generic one", () => {
    const fallback = FAILURE_MESSAGES.changePassword;
    const fromServer = new ApiRequestError('Current password is incorrect', { status: 400 });
    const generic = new ApiRequestError('API Error: 500 Internal Server Error', {
      status: 500,
      generic: true,
    });
    const network = new ApiRequestError('Failed to fetch', {
      status: 0,
      network: true,
      generic: true,
    });
    expect(failureMessage(fromServer, fallback)).toBe('Current password is incorrect');
    expect(failureMessage(generic, fallback)).toBe('Failed to change password');
    expect(failureMessage(network, fallback)).toBe('Failed to change password');
    expect(failureMessage(new Error('boom'), fallback)).toBe('Failed to change password');
  });

  it('withFailureMessage: keeps status and body, with the message failureMessage gives', () => {
    const fallback = FAILURE_MESSAGES.login;
    const network = new ApiRequestError('Failed to fetch', {
      status: 0,
      network: true,
      generic: true,
    });
    const rewritten = withFailureMessage(network, fallback);
    expect(rewritten).toBeInstanceOf(ApiRequestError);
    expect(rewritten.message).toBe(fallback);
    expect(rewritten.network).toBe(true);
    expect(rewritten.generic).toBe(false);
    const refused = new ApiRequestError('Invalid credentials', {
      status: 401,
      data: { attemptsRemaining: 3 },
    });
    expect(withFailureMessage(refused, fallback)).toBe(refused);
    const limited = new ApiRequestError('API Error: 429 Too Many Requests', {
      status: 429,
      generic: true,
      retryAfterSeconds: 30,
    });
    expect(withFailureMessage(limited, fallback)).toMatchObject({
      message: fallback,
      status: 429,
      retryAfterSeconds: 30,
    });
    expect(withFailureMessage(new TypeError('boom'), fallback).message).toBe(fallback);
  });

  it("fieldErrorsOf: the first of each field's messages in SPEC §3's data.fieldErrors", () => {
    const withFields = (data: unknown) =>
      new ApiRequestError('Invalid input', { status: 400, data });
    expect(
      fieldErrorsOf(
        withFields({
          message: 'Invalid input',
          status: 400,
          data: { fieldErrors: { email: ['Enter a valid email address', 'second'], code: 'Bad' } },
        }),
      ),
    ).toEqual({ email: 'Enter a valid email address', code: 'Bad' });
    expect(fieldErrorsOf(withFields({ fieldErrors: { email: ['Email is required'] } }))).toEqual({
      email: 'Email is required',
    });
    expect(fieldErrorsOf(withFields({ message: 'Invalid input', data: {} }))).toBeUndefined();
    expect(fieldErrorsOf(withFields({ data: { fieldErrors: { email: [] } } }))).toBeUndefined();
    expect(fieldErrorsOf(withFields(null))).toBeUndefined();
  });
});
