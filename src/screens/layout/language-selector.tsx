import { useMachine } from '@xstate/react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isRtlLocale } from '../../contract/locales';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useTranslate } from '../../i18n/use-translate';
import { languageMenuMachine } from '../../machines/language-menu.machine';
import { GlobeIcon } from '../../ui/icons';
import { lazyModule, preload, useLazyModule } from '../../ui/lazy-module';
import { LocaleActor } from '../app/actors';
import { useInspect } from '../app/inspection';

/** The Radix dropdown is not part of the first page load (docs/decisions/0007). */
const languageMenuModule = lazyModule(() => import('./language-menu'));

/**
 * The language dropdown (SPEC §2, §4), driven by the language-menu machine. Until it is first
 * opened, a plain button with the same name stands in for its trigger: pointing at it or focusing
 * it starts the download of the dropdown's code, and pressing it opens the menu as soon as that
 * is there.
 */
export function LanguageSelector() {
  const t = useTranslate();
  const localeActor = LocaleActor.useActorRef();
  const locale = LocaleActor.useSelector((snapshot) => snapshot.context.locale);
  const displayedLocale = LocaleActor.useSelector((snapshot) => snapshot.context.displayedLocale);
  const inspect = useInspect();
  const [snapshot, send] = useMachine(
    languageMenuMachine.provide({
      actions: {
        applyLocaleChoice: (_, { locale: chosen }) =>
          localeActor.send({ type: 'locale.change', locale: chosen }),
      },
    }),
    { inspect },
  );
  const menu = useLazyModule(languageMenuModule);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  // The Radix trigger replaces the stand-in only once the menu has been opened: swapping a
  // focused button would drop the focus, whereas the open menu takes it anyway.
  const [activated, setActivated] = useState(false);
  const open = snapshot.matches('open');
  const label = t('language.current', { language: LANGUAGE_NAMES[locale] });
  const content = (
    <>
      <GlobeIcon />
      <span>{LANGUAGE_NAMES[locale]}</span>
    </>
  );

  if (menu && activated) {
    return (
      <menu.LanguageMenu
        open={open}
        onOpenChange={(wantsOpen) => {
          // Only the first opening can come from the stand-in; Radix handles the later ones.
          setOpenedByKeyboard(false);
          send({ type: wantsOpen ? 'languageMenu.open' : 'languageMenu.dismiss' });
        }}
        onChoose={(chosen) => {
          setOpenedByKeyboard(false);
          send({ type: 'languageMenu.choose', locale: chosen });
        }}
        locale={locale}
        dir={isRtlLocale(displayedLocale) ? 'rtl' : 'ltr'}
        triggerLabel={label}
        chooseLabel={t('language.choose')}
        focusFirstItem={openedByKeyboard}
      >
        {content}
      </menu.LanguageMenu>
    );
  }

  const openMenu = (byKeyboard: boolean) => {
    setOpenedByKeyboard(byKeyboard);
    setActivated(true);
    send({ type: 'languageMenu.open' });
    preload(languageMenuModule);
  };
  return (
    <button
      type="button"
      className="language-trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => preload(languageMenuModule)}
      onFocus={() => preload(languageMenuModule)}
      // A click from Enter or Space has no pointer position: detail is 0.
      onClick={(event: MouseEvent) => openMenu(event.detail === 0)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          openMenu(true);
        } else if (event.key === 'Escape') {
          send({ type: 'languageMenu.dismiss' });
        }
      }}
    >
      {content}
    </button>
  );
}
