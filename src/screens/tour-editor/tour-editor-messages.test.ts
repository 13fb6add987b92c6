import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../tests/support/render-app';
import { REFRAME_LIMIT, REFRAME_LIMIT_MESSAGE } from '../../contract/tours';
import type { Translate } from '../forms/form-messages';
import { translateEditorMessage } from './tour-editor-messages';

const translate = (locale: 'en' | 'nl'): Translate => {
  const intl = createIntl({ locale, messages: readCatalogue(locale) });
  return (id, values) => intl.formatMessage({ id }, values);
};

describe('translateEditorMessage', () => {
  it("shows the server's limit on processing again in the page's language (decision 0062)", () => {
    expect(translateEditorMessage(translate('en'), REFRAME_LIMIT_MESSAGE)).toBe(
      REFRAME_LIMIT_MESSAGE,
    );
    const dutch = translateEditorMessage(translate('nl'), REFRAME_LIMIT_MESSAGE);
    expect(dutch).toContain(`${REFRAME_LIMIT} keer gedraaid of geschaald`);
    expect(dutch).not.toBe(REFRAME_LIMIT_MESSAGE);
  });
});
