/** The navbar's dialogs, opened from the user menu. */
export interface DialogProps {
  open: boolean;
  onClose(): void;
  /** The user menu's trigger: the menu item that opened the dialog is gone when it closes. */
  finalFocusEl?: () => HTMLElement | null;
}
