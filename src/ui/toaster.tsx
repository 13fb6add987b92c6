import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

interface ShownToast extends ToastMessage {
  id: number;
}

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast from anywhere below the Toaster. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <Toaster>');
  return show;
}

let nextToastId = 1;

/** Radix toasts in the bottom-right corner (SPEC §2). */
export function Toaster({
  children,
  closeLabel,
  regionLabel,
}: {
  children: ReactNode;
  closeLabel: string;
  regionLabel: string;
}) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [...current, { ...toast, id: nextToastId++ }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const contextValue = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={contextValue}>
      <Toast.Provider swipeDirection="right" label={regionLabel}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            className="toast"
            data-variant={toast.variant ?? 'info'}
            type={toast.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
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
    </ToastContext.Provider>
  );
}
