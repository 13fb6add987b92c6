import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALE_FILE_CODES } from '../contract/locales';
import { flattenMessages } from './flatten-messages';

const catalogue = (code: string) =>
  flattenMessages(
    JSON.parse(
      readFileSync(
        resolve(import.meta.dirname, '../../public/locales', code, 'translation.json'),
        'utf8',
      ),
    ),
  );

/** The argument names a message uses: `{year}`, `{count, plural, …}`. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentNames(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

/**
 * Values that may stay the same in every language: brand and product names, and
 * strings made only of placeholders, symbols or such names. The hero's "AR" and "Live"
 * badges are written that way in several languages (nl, fil).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'app.name',
  'chat.personName',
  'tourEditor.undrawn.item',
  'home.hero.cards.interactive.ar',
  'home.hero.cards.interactive.live',
]);
/**
 * Words that are the same in one language as in English (the object labels of decision 0037:
 * Dutch says "bed", "lamp", "toilet" and "labels"; Indonesian and Swahili say "sofa").
 */
const SAME_IN_THIS_LANGUAGE: Record<string, ReadonlySet<string>> = {
  nl: new Set([
    'tourViewer.labels.toggle',
    'tourViewer.objects.bed',
    'tourViewer.objects.lamp',
    'tourViewer.objects.toilet',
  ]),
  id: new Set(['tourViewer.objects.sofa', 'tourViewer.objects.toilet']),
  sw: new Set(['tourViewer.objects.sofa']),
};
const BRAND_ONLY = /^[\s©{}\w.|-]*(Roomwalk|LinkedIn|X|FAQ|XML|sitemap\.xml)[\s©{}\w.|-]*$/;

const english = catalogue('en');

describe('translation catalogues', () => {
  it('has a catalogue for each of the 13 locales', () => {
    expect(LOCALE_FILE_CODES).toHaveLength(13);
    for (const code of LOCALE_FILE_CODES) expect(() => catalogue(code)).not.toThrow();
  });

  for (const code of LOCALE_FILE_CODES) {
    describe(code, () => {
      const messages = catalogue(code);

      it('has every key of en and no other', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      });

      it('has messages that parse as ICU and use the same arguments as en', () => {
        for (const [key, message] of Object.entries(messages)) {
          const ast = parse(message);
          const englishArguments = [...argumentNames(parse(english[key] ?? ''))].sort();
          expect([...argumentNames(ast)].sort(), `${code}: ${key}`).toEqual(englishArguments);
        }
      });

      if (code !== 'en') {
        it('leaves no English untranslated except brand and product names', () => {
          const untranslated = Object.entries(messages).filter(
            ([key, message]) =>
              message === english[key] &&
              !SAME_IN_EVERY_LANGUAGE.has(key) &&
              !SAME_IN_THIS_LANGUAGE[code]?.has(key) &&
              !BRAND_ONLY.test(message),
          );
          expect(untranslated).toEqual([]);
        });
      }
    });
  }
});
