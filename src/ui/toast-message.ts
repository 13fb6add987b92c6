/** What a toast shows: shared by the toaster (its queue) and the lazily loaded toast region. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

/** A toast on screen, with the id the region dismisses it by. */
export interface ShownToast extends ToastMessage {
  id: number;
}
