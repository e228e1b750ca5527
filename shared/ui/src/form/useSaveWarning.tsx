import { useState, type BaseSyntheticEvent, type ReactElement, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

type FieldValues = Record<string, unknown>;

/** What of a settings form this needs: its values, its checks and its save. */
interface SubmittableForm<V extends FieldValues> {
  methods: Pick<UseFormReturn<V>, 'trigger' | 'getValues'>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * Asks before a save the device would take but that does something nobody meant: a time
 * zone closed on every day while groups still use it, a door held unlocked for good, a
 * daylight saving rule that changes nothing. `warningOf` reads the form's valid values and
 * says what would happen, or nothing.
 */
export function useSaveWarning<V extends FieldValues, F extends SubmittableForm<V>>(
  form: F & SubmittableForm<V>,
  warningOf: (values: V) => ReactNode | undefined,
): { form: F; dialog: ReactElement } {
  const { t } = useTranslation();
  const [warning, setWarning] = useState<ReactNode>();
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    // An invalid form goes its usual way: its messages, no question.
    const reason = (await form.methods.trigger()) ? warningOf(form.methods.getValues()) : undefined;
    if (reason) setWarning(reason);
    else await form.onSubmit();
  };
  const dialog = (
    <ConfirmDialog
      open={warning !== undefined}
      title={t('common:saveAnywayTitle')}
      message={warning}
      confirmLabel={t('common:saveAnyway')}
      onConfirm={() => {
        setWarning(undefined);
        void form.onSubmit();
      }}
      onCancel={() => setWarning(undefined)}
    />
  );
  return { form: { ...form, onSubmit }, dialog };
}
