import * as Dialog from '@radix-ui/react-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  busy: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A Radix dialog asking to confirm a step that cannot be undone; its state comes from a machine. */
export function ConfirmDialog({
  open,
  busy,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="settings-dialog-overlay" />
        <Dialog.Content className="settings-dialog" aria-busy={busy}>
          <Dialog.Title className="settings-dialog-title">{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <div className="settings-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={onCancel}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={onConfirm}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
