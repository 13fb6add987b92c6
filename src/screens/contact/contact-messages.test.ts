import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from '../../contract/business';
import { flattenMessages } from '../../i18n/flatten-messages';
import type { ContactField } from './contact-form';
import { schemaFieldErrors } from '../forms/form-messages';
import { contactFailureDetail, translateContactMessage } from './contact-messages';

const en = flattenMessages(
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../public/locales/en/translation.json'),
      'utf8',
    ),
  ),
);

/** A translate function that shows which key was used, and fails on a key the catalogue lacks. */
const t = (id: string) => {
  expect(en, `catalogue key ${id}`).toHaveProperty([id]);
  return `[${id}]`;
};

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  industry: 'REAL_ESTATE',
};

/** Inputs that make ContactRequestSchema say each thing it can say about a form's field. */
const INVALID: Record<string, Partial<Record<ContactField, string>>> = {
  empty: { firstName: '', lastName: '', email: '', industry: 'MINING' },
  tooLong: {
    firstName: 'a'.repeat(101),
    lastName: 'a'.repeat(101),
    email: `${'a'.repeat(250)}@example.test`,
    tourInMind: '9'.repeat(201),
    message: 'm'.repeat(5001),
  },
  unstorable: {
    firstName: 'A\u0000da',
    lastName: 'Love\uD800lace',
    email: 'not-an-email',
    tourInMind: '\u0000',
    message: 'Hello \uDC00',
  },
};

describe('contact form messages', () => {
  for (const [name, values] of Object.entries(INVALID)) {
    it(`translates every message of ContactRequestSchema for ${name} values`, () => {
      const errors = schemaFieldErrors<ContactField>(ContactRequestSchema, { ...valid, ...values });
      expect(Object.keys(errors).sort()).toEqual(Object.keys(values).sort());
      for (const message of Object.values(errors)) {
        expect(translateContactMessage(t, message!)).toMatch(/^\[[\w.]+\]$/);
      }
    });
  }

  it('explains the failures a visitor can act on, and nothing else', () => {
    expect(contactFailureDetail(t, 'Too many requests. Please try again later.')).toBe(
      '[contact.errors.tooManyRequests]',
    );
    expect(contactFailureDetail(t, 'Request blocked due to suspicious content')).toBe(
      '[contact.errors.suspiciousContent]',
    );
    expect(contactFailureDetail(t, 'Failed to submit contact form. Please try again later.')).toBe(
      null,
    );
    expect(contactFailureDetail(t, null)).toBe(null);
  });
});
