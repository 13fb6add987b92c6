import { useId } from 'react';
import { isRtlLocale, SUPPORTED_LOCALES } from '../../contract/locales';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useTranslate } from '../../i18n/use-translate';
import { LocaleActor } from '../app/actors';
import { ScreenIntro } from '../app/page-metadata';

/** Developer page: the current locale and a plain language switcher (SPEC §2). */
export function TestTranslationScreen() {
  const t = useTranslate();
  const selectId = useId();
  const locale = LocaleActor.useSelector((snapshot) => snapshot.context.locale);
  const localeActor = LocaleActor.useActorRef();
  return (
    <div className="stack">
      <ScreenIntro page="testTranslation" noIndex />
      <p data-testid="current-locale">{t('testTranslation.currentLocale', { locale })}</p>
      <p>{t('testTranslation.direction', { direction: isRtlLocale(locale) ? 'rtl' : 'ltr' })}</p>
      <p>{t('testTranslation.sample', { count: 3 })}</p>
      <label htmlFor={selectId}>{t('testTranslation.switcher')}</label>
      <select
        id={selectId}
        value={locale}
        onChange={(event) =>
          localeActor.send({ type: 'locale.change', locale: event.target.value })
        }
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]} ({code})
          </option>
        ))}
      </select>
    </div>
  );
}
