import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_CHOICE_MESSAGE, ADMIN_TARGET_MESSAGE } from '../../contract/admin';
import { ROLE_CHOICE_MESSAGE, SUPERADMIN_TARGET_MESSAGE } from '../../contract/superuser';
import { flattenMessages } from '../../i18n/flatten-messages';
import { translateAdminMessage } from '../admin/admin-messages';
import { translateSuperuserMessage } from '../superuser/superuser-messages';

/** A translator for one locale folder's catalogue. */
function translator(folder: string, locale: string) {
  const intl = createIntl({
    locale,
    messages: flattenMessages(
      JSON.parse(
        readFileSync(
          resolve(import.meta.dirname, `../../../public/locales/${folder}/translation.json`),
          'utf8',
        ),
      ),
    ),
  });
  return (id: string, values?: Record<string, string | number | Date>) =>
    intl.formatMessage({ id }, values);
}

describe('role names in the staff areas’ sentences', () => {
  it('are the one set of roles.<ROLE>, in /admin and /superuser alike', () => {
    const t = translator('en', 'en');
    expect(translateAdminMessage(t, ADMIN_TARGET_MESSAGE)).toBe(
      'Only an account with the Superadmin role can change an account with the Admin role.',
    );
    expect(translateAdminMessage(t, ADMIN_ROLE_CHOICE_MESSAGE)).toBe(
      'Choose User, Creator, Moderator or Admin.',
    );
    expect(translateSuperuserMessage(t, SUPERADMIN_TARGET_MESSAGE)).toBe(
      'An account with the Superadmin role keeps its role: it cannot be changed here.',
    );
    expect(translateSuperuserMessage(t, ROLE_CHOICE_MESSAGE)).toBe(
      'Choose Admin, Moderator, Creator or User.',
    );
  });

  it('follow the catalogue’s own role names in another language', () => {
    const t = translator('nl', 'nl');
    const message = translateAdminMessage(t, ADMIN_TARGET_MESSAGE);
    expect(message).toContain(t('roles.SUPERADMIN'));
    expect(message).toContain(t('roles.ADMIN'));
    expect(message).not.toMatch(/[{}]/);
  });
});
