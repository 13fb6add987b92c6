import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import { drawerMachine } from '../../machines/drawer.machine';
import { MenuIcon } from '../../ui/icons';
import { lazyModule, preload, useLazyModule } from '../../ui/lazy-module';
import { useInspect } from '../app/inspection';

/** The Radix dialog is not part of the first page load (docs/decisions/0007). */
const drawerModule = lazyModule(() => import('./drawer-dialog'));

interface MenuDrawerProps {
  /** The menu button's own class, beside `icon-button` (where the bar shows it). */
  buttonClassName: string;
  /** The drawer's description for screen readers. */
  description: string;
  /** The drawer's contents, given the function that closes it (for their links). */
  children: (close: () => void) => ReactNode;
}

/**
 * The menu button of a bar and the drawer it opens, for the public top bar and the app shell.
 * The button is plain until the drawer's dialog code has loaded: pointing at it or focusing it
 * starts the download, and pressing it opens the drawer as soon as it is there. The drawer
 * closes when the page changes.
 */
export function MenuDrawer({ buttonClassName, description, children }: MenuDrawerProps) {
  const t = useTranslate();
  const inspect = useInspect();
  const [drawer, send] = useMachine(drawerMachine, { inspect });
  const close = () => send({ type: 'drawer.close' });
  const { pathname } = useLocation();
  useEffect(() => send({ type: 'drawer.close' }), [pathname, send]);
  const drawerDialog = useLazyModule(drawerModule);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const open = drawer.matches('open');

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={`icon-button ${buttonClassName}`}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => preload(drawerModule)}
        onFocus={() => preload(drawerModule)}
        onClick={() => {
          send({ type: 'drawer.open' });
          preload(drawerModule);
        }}
      >
        <MenuIcon />
      </button>
      {drawerDialog && (
        <drawerDialog.DrawerDialog
          open={open}
          onOpenChange={(wantsOpen) => send({ type: wantsOpen ? 'drawer.open' : 'drawer.close' })}
          title={t('nav.menuTitle')}
          description={description}
          closeLabel={t('nav.closeMenu')}
          returnFocusTo={menuButton}
          contentId={drawerId}
        >
          {children(close)}
        </drawerDialog.DrawerDialog>
      )}
    </>
  );
}
