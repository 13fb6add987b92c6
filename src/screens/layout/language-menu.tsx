import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
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
 * Radix focuses the first item itself when the keyboard opened its own trigger; after the stand-in
 * button was pressed from the keyboard, this does the same once Radix has focused the list.
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
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} dir={dir}>
      <DropdownMenu.Trigger className="language-trigger" aria-label={triggerLabel}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="language-menu"
          sideOffset={6}
          align="end"
          ref={focusFirstItem ? focusFirstLanguage : undefined}
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
