import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import {
  clearAttempts,
  LOCKOUT_WINDOW_MS,
  lockoutStatus,
  LOGIN_ATTEMPTS_KEY_PREFIX,
  loginFailureMessage,
  MAX_FAILED_LOGINS,
  readAttempts,
  recordFailure,
} from './login-attempts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const MINUTE = 60_000;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the failed-login record', () => {
  it('SPEC §9: 5 failures, a 15-minute window', () => {
    expect(MAX_FAILED_LOGINS).toBe(5);
    expect(LOCKOUT_WINDOW_MS).toBe(900_000);
  });

  it('SPEC §3: keeps { attempts, timestamp } per lowercased e-mail', () => {
    recordFailure(' Ada@Example.com ', NOW);
    expect(
      JSON.parse(localStorage.getItem(`${LOGIN_ATTEMPTS_KEY_PREFIX}ada@example.com`)!),
    ).toEqual({ attempts: 1, timestamp: NOW });
    expect(readAttempts('ADA@example.com', NOW)).toEqual({ attempts: 1, timestamp: NOW });
    expect(lockoutStatus('bob@example.com', NOW)).toEqual({ locked: false, attemptsRemaining: 5 });
  });

  it('SPEC §4: 5 failures within 15 minutes lock the e-mail', () => {
    const statuses = [0, 1, 2, 3, 4].map((i) => recordFailure('ada@example.com', NOW + i * MINUTE));
    expect(statuses.map((s) => s.attemptsRemaining)).toEqual([4, 3, 2, 1, 0]);
    expect(statuses.map((s) => s.locked)).toEqual([false, false, false, false, true]);
    expect(lockoutStatus('ada@example.com', NOW + 10 * MINUTE)).toEqual({
      locked: true,
      attemptsRemaining: 0,
    });
    expect(lockoutStatus('other@example.com', NOW + 10 * MINUTE).locked).toBe(false);
  });

  it('SPEC §4: an attempt older than 15 minutes restarts the count at 1', () => {
    for (let i = 0; i < 4; i += 1) recordFailure('ada@example.com', NOW);
    const later = NOW + LOCKOUT_WINDOW_MS + 1;
    expect(lockoutStatus('ada@example.com', later)).toEqual({
      locked: false,
      attemptsRemaining: 5,
    });
    expect(recordFailure('ada@example.com', later)).toEqual({
      locked: false,
      attemptsRemaining: 4,
    });
    expect(readAttempts('ada@example.com', later)?.attempts).toBe(1);
  });

  it('a lock ends 15 minutes after the last failure', () => {
    for (let i = 0; i < 5; i += 1) recordFailure('ada@example.com', NOW);
    expect(lockoutStatus('ada@example.com', NOW + LOCKOUT_WINDOW_MS).locked).toBe(true);
    expect(lockoutStatus('ada@example.com', NOW + LOCKOUT_WINDOW_MS + 1).locked).toBe(false);
  });

  it('SPEC §4: a successful login clears the record', () => {
    for (let i = 0; i < 3; i += 1) recordFailure('ada@example.com', NOW);
    clearAttempts('ADA@example.com');
    expect(lockoutStatus('ada@example.com', NOW)).toEqual({ locked: false, attemptsRemaining: 5 });
  });

  it('SPEC §8: a record that cannot be read counts as none, with a warning', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    localStorage.setItem(`${LOGIN_ATTEMPTS_KEY_PREFIX}ada@example.com`, '{broken');
    expect(lockoutStatus('ada@example.com', NOW).attemptsRemaining).toBe(5);
    localStorage.setItem(`${LOGIN_ATTEMPTS_KEY_PREFIX}ada@example.com`, '{"attempts":"9"}');
    expect(lockoutStatus('ada@example.com', NOW).attemptsRemaining).toBe(5);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('loginFailureMessage', () => {
  it('SPEC §8: the remaining count, word for word', () => {
    expect(loginFailureMessage(4)).toBe(
      'Invalid credentials. 4 login attempts remaining before account is temporarily locked.',
    );
    expect(loginFailureMessage(1)).toBe(
      'Invalid credentials. 1 login attempts remaining before account is temporarily locked.',
    );
  });

  it('SPEC §8: none remaining, or already locked', () => {
    const locked =
      'Account temporarily locked due to too many failed login attempts. Please try again later.';
    expect(loginFailureMessage(0)).toBe(locked);
    expect(loginFailureMessage(-1)).toBe(locked);
  });
});
