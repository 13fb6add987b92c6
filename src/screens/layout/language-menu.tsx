import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { SUPPORTED_LOCALES } from '../../contract/locales';
import { LANGUAGE_NAMES } from '../../i18n/language-names';

export interface LanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (locale: string) => void;
  locale: string;
  dir: 'ltr' | 'rtl';
  triggerLabel: string;
  /** The visually hidden label of the list. */
  chooseLabel: string;
  /** Opened from the keyboard before this module was loaded: focus the first language. */
  focusFirstItem: boolean;
  children: ReactNode;
}

/**
 * Focuses the first item of a menu opened from the keyboard. Radix does it itself when the
 * keyboard opened its own trigger, from the effect that focuses the list, provided the items'
 * effects have registered them by then: React runs those first, Preact ran them after it (the
 * browser tests saw an empty item list, and the focus stayed on the list). So this does it, on
 * the next task, for every opening from the keyboard, as after the stand-in button was pressed
 * from the keyboard.
 */
function focusFirstLanguage(content: HTMLDivElement | null) {
  if (!content) return;
  const timer = setTimeout(() =>
    content.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus(),
  );
  return () => clearTimeout(timer);
}

/**
 * The Radix dropdown of the language selector, loaded on the first interaction with it (see
 * language-selector.tsx, which keeps the language-menu machine and renders a plain button until
 * then).
 */
export function LanguageMenu({
  open,
  onOpenChange,
  onChoose,
  locale,
  dir,
  triggerLabel,
  chooseLabel,
  focusFirstItem,
  children,
}: LanguageMenuProps) {
  // Whether the trigger was last pressed from the keyboard (Radix opens on Enter, Space, ArrowDown).
  const [keyboardOpened, setKeyboardOpened] = useState(false);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} dir={dir}>
      <DropdownMenu.Trigger
        className="language-trigger"
        aria-label={triggerLabel}
        onKeyDown={(event: KeyboardEvent) =>
          setKeyboardOpened(['Enter', ' ', 'ArrowDown'].includes(event.key))
        }
        onPointerDown={() => setKeyboardOpened(false)}
      >
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="language-menu"
          sideOffset={6}
          align="end"
          ref={focusFirstItem || keyboardOpened ? focusFirstLanguage : undefined}
        >
          <DropdownMenu.Label className="visually-hidden">{chooseLabel}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={locale} onValueChange={onChoose}>
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
