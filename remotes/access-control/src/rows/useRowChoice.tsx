import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { ConfirmDialog } from '@tac/ui';

/**
 * The row (time zone, group) a screen edits, chosen from a list. Choosing another row while
 * the form has unsaved edits asks first; `onSwitch` loads the new row into the form.
 */
export function useRowChoice(first: number, isDirty: () => boolean, onSwitch: (next: number) => void) {
  const [current, setCurrent] = useState(first);
  const [pending, setPending] = useState<number>();
  const switchTo = (next: number) => {
    onSwitch(next);
    setCurrent(next);
  };
  const choose = (next: number) => {
    if (next === current) return;
    if (isDirty()) setPending(next);
    else switchTo(next);
  };
  const confirm = () => {
    if (pending !== undefined) switchTo(pending);
    setPending(undefined);
  };
  return { current, choose, pending, confirm, cancel: () => setPending(undefined) };
}

export function DiscardDialog({
  pending,
  message,
  onConfirm,
  onCancel,
}: {
  pending: number | undefined;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accessControl');
  return (
    <ConfirmDialog
      open={pending !== undefined}
      title={t('rows.discardTitle')}
      message={message}
      confirmLabel={t('rows.discard')}
      cancelLabel={t('rows.keepEditing')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
