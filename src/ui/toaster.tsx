import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyModule, preload, useLazyModule } from './lazy-module';
import type { ShownToast, ToastMessage } from './toast-message';

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The Radix toasts are not part of the first page load (docs/decisions/0007). */
const toastRegionModule = lazyModule(() => import('./toast-region'));

/** Shows a toast from anywhere below the Toaster. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <Toaster>');
  return show;
}

let nextToastId = 1;

/**
 * Toasts in the bottom-right corner (SPEC §2). The queue lives here; the Radix region that shows
 * it loads with the first toast, which waits in the queue meanwhile, so none is lost. A page
 * that shows none (the landing page, as a rule) never loads it (docs/decisions/0059). Radix
 * announces each toast through a live region of its own, added after the toast, so a region
 * mounted with its first toast still announces it.
 */
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
  const region = useLazyModule(toastRegionModule);
  const show = useCallback<ShowToast>((toast) => {
    preload(toastRegionModule);
    setToasts((current) => [...current, { ...toast, id: nextToastId++ }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const contextValue = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={contextValue}>
      {children}
      {region && (
        <region.ToastRegion
          toasts={toasts}
          onDismiss={dismiss}
          closeLabel={closeLabel}
          regionLabel={regionLabel}
        />
      )}
    </ToastContext.Provider>
  );
}
