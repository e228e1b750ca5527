import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { ConfirmDialog } from '@tac/ui';

/**
 * The row (time zone, group) a screen edits, chosen from a list. Choosing another row while
 * the form has unsaved edits asks first (DiscardDialog); `load` puts the new row into the form.
 */
export function useRowChoice(first: number) {
  const [current, setCurrent] = useState(first);
  const [pending, setPending] = useState<number>();
  const switchTo = (next: number, load: (row: number) => void) => {
    load(next);
    setCurrent(next);
  };
  const choose = (next: number, isDirty: boolean, load: (row: number) => void) => {
    if (next === current) return;
    if (isDirty) setPending(next);
    else switchTo(next, load);
  };
  const confirm = (load: (row: number) => void) => {
    if (pending !== undefined) switchTo(pending, load);
    setPending(undefined);
  };
  return { current, pending, choose, confirm, cancel: () => setPending(undefined) };
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
