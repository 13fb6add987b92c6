import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../tests/support/render-app';
import { validateChangePassword } from './change-password-section';
import { codeError } from './two-factor-section';
import { translateSettingsMessage } from './settings-messages';

const intl = createIntl({ locale: 'en', messages: readCatalogue('en') });
const t = (id: string, values?: Record<string, string | number | Date>) =>
  intl.formatMessage({ id }, values);
/** A catalogue where every message is marked, to see that the catalogue was used. */
const marked = (id: string) => `«${t(id)}»`;

const STRONG = 'New-R00ms-2-Walk!';

describe('translateSettingsMessage', () => {
  it("speaks the schema's messages through the catalogue", () => {
    expect(translateSettingsMessage(marked, 'New passwords do not match')).toBe(
      '«New passwords do not match»',
    );
    expect(translateSettingsMessage(marked, 'Password is required')).toBe('«Password is required»');
  });

  it("shows the server's own words as they are", () => {
    expect(translateSettingsMessage(marked, 'Current password is incorrect')).toBe(
      'Current password is incorrect',
    );
  });
});

describe('validateChangePassword', () => {
  it("says 'New passwords do not match' word for word (SPEC §5)", () => {
    expect(
      validateChangePassword(t, {
        currentPassword: 'whatever',
        newPassword: STRONG,
        confirmPassword: `${STRONG}x`,
      }),
    ).toEqual({ confirmPassword: 'New passwords do not match' });
  });

  it('names every missing or weak field at once', () => {
    expect(
      validateChangePassword(t, { currentPassword: '', newPassword: 'abc', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Password is required',
      newPassword:
        'Password should be at least 8 characters long. ' +
        'Password should contain at least one uppercase letter. ' +
        'Password should contain at least one number. ' +
        'Password should contain at least one special character',
      confirmPassword: 'New passwords do not match',
    });
  });

  it('accepts a complete form', () => {
    expect(
      validateChangePassword(t, {
        currentPassword: 'old',
        newPassword: STRONG,
        confirmPassword: STRONG,
      }),
    ).toEqual({});
  });
});

describe('codeError', () => {
  it('accepts a 6-digit code or a recovery code, and explains anything else', () => {
    expect(codeError(t, '123456')).toBeNull();
    expect(codeError(t, ' 123456 ')).toBeNull();
    expect(codeError(t, 'abcde12345')).toBeNull();
    expect(codeError(t, '12345')).toBe('Enter the 6-digit code from your app or a recovery code');
    expect(codeError(t, '')).toBe('Enter the 6-digit code from your app or a recovery code');
  });
});
