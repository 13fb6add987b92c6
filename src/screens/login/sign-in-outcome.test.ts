import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../services/api-client';
import { lockoutStatus } from '../../services/login-attempts';
import { recordFailedSignIn, rejectionOf, serverAttemptsRemaining } from './sign-in-outcome';

const body = (status: number, data: Record<string, unknown> = {}) => ({
  message: 'refused',
  status,
  data: { requestId: 'r', ...data },
});

describe('rejectionOf', () => {
  it('counts a 401 as a failed attempt, with the server count when it sent one', () => {
    const error = new ApiRequestError('refused', {
      status: 401,
      data: body(401, { attemptsRemaining: 3 }),
    });
    expect(serverAttemptsRemaining(error)).toBe(3);
    expect(rejectionOf(error)).toEqual({ kind: 'rejected', attemptsRemaining: 3 });
    expect(rejectionOf(new ApiRequestError('refused', { status: 401 }))).toEqual({
      kind: 'rejected',
      attemptsRemaining: null,
    });
  });

  it("counts the locked account's 429, not the per-address rate limit or other failures", () => {
    const locked = new ApiRequestError('locked', {
      status: 429,
      data: body(429, { attemptsRemaining: 0, retryAfter: 600 }),
    });
    expect(rejectionOf(locked)).toEqual({ kind: 'rejected', attemptsRemaining: 0 });
    const limited = new ApiRequestError('slow down', {
      status: 429,
      data: body(429, { retryAfter: 60 }),
    });
    expect(rejectionOf(limited)).toBeNull();
    expect(
      rejectionOf(new ApiRequestError('Failed to fetch', { status: 0, network: true })),
    ).toBeNull();
    expect(rejectionOf(new ApiRequestError('boom', { status: 500 }))).toBeNull();
    expect(rejectionOf(new Error('cancelled'))).toBeNull();
  });
});

describe('recordFailedSignIn', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('adds one failure when the server gave no count', () => {
    expect(recordFailedSignIn({ email: 'a@b.test', attemptsRemaining: null, now })).toEqual({
      locked: false,
      attemptsRemaining: 4,
    });
    expect(recordFailedSignIn({ email: 'A@b.test', attemptsRemaining: null, now })).toEqual({
      locked: false,
      attemptsRemaining: 3,
    });
  });

  it("sets the record to the server's count, up or down", () => {
    recordFailedSignIn({ email: 'c@d.test', attemptsRemaining: null, now });
    expect(recordFailedSignIn({ email: 'c@d.test', attemptsRemaining: 1, now })).toEqual({
      locked: false,
      attemptsRemaining: 1,
    });
    expect(recordFailedSignIn({ email: 'c@d.test', attemptsRemaining: 4, now })).toEqual({
      locked: false,
      attemptsRemaining: 4,
    });
    expect(recordFailedSignIn({ email: 'c@d.test', attemptsRemaining: 0, now })).toEqual({
      locked: true,
      attemptsRemaining: 0,
    });
    expect(lockoutStatus('c@d.test', now)).toEqual({ locked: true, attemptsRemaining: 0 });
  });
});
