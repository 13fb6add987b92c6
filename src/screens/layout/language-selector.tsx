import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMachine } from '@xstate/react';
import { isRtlLocale, SUPPORTED_LOCALES } from '../../contract/locales';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useTranslate } from '../../i18n/use-translate';
import { languageMenuMachine } from '../../machines/language-menu.machine';
import { GlobeIcon } from '../../ui/icons';
import { LocaleActor } from '../app/actors';

/** The language dropdown (SPEC §2, §4), driven by the language-menu machine. */
export function LanguageSelector() {
  const t = useTranslate();
  const localeActor = LocaleActor.useActorRef();
  const locale = LocaleActor.useSelector((snapshot) => snapshot.context.locale);
  const displayedLocale = LocaleActor.useSelector((snapshot) => snapshot.context.displayedLocale);
  const [snapshot, send] = useMachine(
    languageMenuMachine.provide({
      actions: {
        applyLocaleChoice: (_, { locale: chosen }) =>
          localeActor.send({ type: 'locale.change', locale: chosen }),
      },
    }),
  );
  const open = snapshot.matches('open');

  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(wantsOpen) =>
        send({ type: wantsOpen ? 'languageMenu.open' : 'languageMenu.dismiss' })
      }
      dir={isRtlLocale(displayedLocale) ? 'rtl' : 'ltr'}
    >
      <DropdownMenu.Trigger
        className="language-trigger"
        aria-label={t('language.current', { language: LANGUAGE_NAMES[locale] })}
      >
        <GlobeIcon />
        <span>{LANGUAGE_NAMES[locale]}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="language-menu" sideOffset={6} align="end">
          <DropdownMenu.Label className="visually-hidden">
            {t('language.choose')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(chosen) => send({ type: 'languageMenu.choose', locale: chosen })}
          >
            {SUPPORTED_LOCALES.map((code) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                className="language-menu-item"
                lang={code}
              >
                {LANGUAGE_NAMES[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
