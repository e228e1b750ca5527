import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deleting and resetting. */
  destructive?: boolean;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape or a click outside, when that means something other than the cancel button (default: onCancel). */
  onDismiss?: () => void;
  /**
   * The confirm button takes the focus when the dialog opens (else the first button does): for a
   * question that comes by itself while someone types, whose Enter must not press the other answer.
   */
  focusConfirm?: boolean;
  /**
   * A third answer beside cancel and confirm (Replace beside Update), shown between them;
   * `destructive` makes it red. Disabled with the others while `busy`.
   */
  alternative?: { label: string; onClick: () => void; destructive?: boolean };
  /** Where focus returns on close when the opener is gone by then (a menu item): its menu's trigger. */
  finalFocusEl?: () => HTMLElement | null;
}

/** A yes/no question (or one with a third answer, `alternative`) as an alert dialog: focus moves in, is trapped, and returns on close. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
  focusConfirm = false,
  alternative,
  finalFocusEl,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onDismiss();
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      finalFocusEl={finalFocusEl}
      initialFocusEl={focusConfirm ? () => confirmButton.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{message}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel ?? t('common:cancel')}
              </Button>
              {alternative && (
                <Button
                  variant="outline"
                  colorPalette={alternative.destructive ? 'red' : undefined}
                  onClick={alternative.onClick}
                  disabled={busy}
                >
                  {alternative.label}
                </Button>
              )}
              <Button ref={confirmButton} colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
                {confirmLabel ?? t('common:confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
