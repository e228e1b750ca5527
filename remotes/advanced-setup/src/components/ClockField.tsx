import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { FieldShell, Input, type BaseFieldProps } from '@tac/ui';

export interface ClockFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  type: 'time' | 'date';
  /**
   * The form's own register (`form.methods.register`). react-hook-form is not a shared
   * singleton, so a remote must not call its hooks itself: its copy would not see the
   * form that @tac/ui's copy provides.
   */
  register: UseFormRegister<T>;
  /** 1 lets a time input take seconds (HH:MM:SS). */
  step?: number;
}

/**
 * A native date or time input: the browser's own picker is the right one on a phone,
 * and its value is already the device's YYYY-MM-DD / HH:MM.
 */
export function ClockField<T extends FieldValues>({ type, step, register, ...base }: ClockFieldProps<T>) {
  return (
    <FieldShell {...base}>
      {(a11y) => <Input {...a11y} type={type} step={step} maxW="60" {...register(base.name)} />}
    </FieldShell>
  );
}
