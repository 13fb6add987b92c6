import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../tests/support/render-app';
import * as v from 'valibot';
import {
  ANNOTATION_LINK_MAX,
  ANNOTATION_TEXT_MAX,
  ANNOTATION_TITLE_MAX,
  DESTINATION_NAME_MAX,
  MAX_ANNOTATIONS,
  MAX_DESTINATIONS,
  REFRAME_LIMIT,
  REFRAME_LIMIT_MESSAGE,
  TOUR_ADDRESS_MAX,
  TOUR_DESCRIPTION_MAX,
  TOUR_TITLE_MAX,
  UpdateTourRequestSchema,
} from '../../contract/tours';
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

  it("translates every length and list limit of UpdateTourRequestSchema's messages", () => {
    const long = (max: number) => 'x'.repeat(max + 1);
    const at = { x: 0, y: 0, z: 0 };
    const annotation = (id: string) => ({
      id,
      title: long(ANNOTATION_TITLE_MAX),
      text: long(ANNOTATION_TEXT_MAX),
      link: `https://example.com/${long(ANNOTATION_LINK_MAX)}`,
      position: at,
    });
    const destination = (id: string) => ({ id, name: long(DESTINATION_NAME_MAX), position: at });
    const ids = (count: number) => Array.from({ length: count + 1 }, (_, index) => `item-${index}`);
    const result = v.safeParse(UpdateTourRequestSchema, {
      title: long(TOUR_TITLE_MAX),
      description: long(TOUR_DESCRIPTION_MAX),
      address: long(TOUR_ADDRESS_MAX),
      annotations: ids(MAX_ANNOTATIONS).map(annotation),
      destinations: ids(MAX_DESTINATIONS).map(destination),
    });
    expect(result.success).toBe(false);
    const messages = new Set(result.issues?.map((issue) => issue.message));
    // Three tour fields, three annotation fields, a destination's name, two list limits.
    expect(messages.size).toBe(9);
    for (const message of messages) {
      expect(translateEditorMessage(translate('en'), message), message).toBe(message);
      expect(translateEditorMessage(translate('nl'), message), message).not.toBe(message);
    }
  });
});
