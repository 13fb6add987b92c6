import * as Toast from '@radix-ui/react-toast';
import { CloseIcon } from './icons';
import type { ShownToast } from './toast-message';

export interface ToastRegionProps {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
  closeLabel: string;
  regionLabel: string;
}

/**
 * The Radix toasts and their region in the bottom-right corner (SPEC §2), loaded with the first
 * toast (see toaster.tsx, which keeps the queue meanwhile).
 */
export function ToastRegion({ toasts, onDismiss, closeLabel, regionLabel }: ToastRegionProps) {
  return (
    <Toast.Provider swipeDirection="right" label={regionLabel}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className="toast"
          data-variant={toast.variant ?? 'info'}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <Toast.Title className="toast-title">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          <Toast.Close className="icon-button toast-close" aria-label={closeLabel}>
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
