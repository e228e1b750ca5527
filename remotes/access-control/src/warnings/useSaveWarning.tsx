import { useState, type BaseSyntheticEvent, type ReactElement } from 'react';
import { useTranslation } from '@tac/i18n';
import { ConfirmDialog, type UseFormReturn } from '@tac/ui';

type FieldValues = Record<string, unknown>;

/** What of a settings form this needs: its values, its checks and its save. */
interface SubmittableForm<V extends FieldValues> {
  methods: Pick<UseFormReturn<V>, 'trigger' | 'getValues'>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * Asks before a save the device would take but that leaves a door in a state nobody meant:
 * a time zone closed on every day while groups still use it, a door held unlocked for good.
 * `warningOf` reads the form's valid values and says what would happen, or nothing.
 */
export function useSaveWarning<V extends FieldValues, F extends SubmittableForm<V>>(
  form: F & SubmittableForm<V>,
  warningOf: (values: V) => string | undefined,
): { form: F; dialog: ReactElement } {
  const { t } = useTranslation('accessControl');
  const [warning, setWarning] = useState<string>();
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
      title={t('warning.title')}
      message={warning ?? ''}
      confirmLabel={t('warning.confirm')}
      onConfirm={() => {
        setWarning(undefined);
        void form.onSubmit();
      }}
      onCancel={() => setWarning(undefined)}
    />
  );
  return { form: { ...form, onSubmit }, dialog };
}
