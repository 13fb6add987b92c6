import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../../ui/icons';

export interface DrawerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  /** The dialog's id, which the menu button's aria-controls names. */
  contentId: string;
  /** The menu button, which gets the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The Radix dialog of the small-screen drawer, loaded when the menu button is first pointed at,
 * focused or pressed (see top-bar.tsx, which keeps the drawer machine and the button).
 */
export function DrawerDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  contentId,
  returnFocusTo,
  children,
}: DrawerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          id={contentId}
          className="drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="drawer-header">
            <Dialog.Title className="brand">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
