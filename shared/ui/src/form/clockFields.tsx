import type { ReactElement } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { DateInput, TimeInput, type ClockInputProps } from '../clock/ClockInputs';
import { FieldShell, type BaseFieldProps } from './FieldShell';

/** The box of a date or time: as wide as its longest spelling (下午12:30:00), not the whole form. */
const CLOCK_WIDTH = '44';

/** A form field drawn by `input`, bound to the form through a Controller (the inputs are controlled). */
function ClockField<T extends FieldValues>({ input, ...base }: BaseFieldProps<T> & { input: (props: ClockInputProps) => ReactElement }) {
  const { control } = useFormContext<T>();
  const props = (a11y: object, field: ControllerRenderProps<T>): ClockInputProps => ({
    ...a11y,
    maxW: CLOCK_WIDTH,
    readOnly: base.readOnly,
    ...field,
    value: String(field.value ?? ''),
  });
  return (
    <FieldShell {...base}>
      {(a11y) => <Controller control={control} name={base.name} render={({ field }) => input(props(a11y, field))} />}
    </FieldShell>
  );
}

/** A form's date (YYYY-MM-DD on the wire), in the console language's spelling. */
export function DateField<T extends FieldValues>(base: BaseFieldProps<T>) {
  return <ClockField {...base} input={(props) => <DateInput {...props} />} />;
}

export interface TimeFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** The wire value has seconds (HH:MM:SS). */
  seconds?: boolean;
}

/** A form's time of day (HH:MM[:SS] on the wire), on the device's 12 or 24 hour clock. */
export function TimeField<T extends FieldValues>({ seconds, ...base }: TimeFieldProps<T>) {
  return <ClockField {...base} input={(props) => <TimeInput {...props} seconds={seconds} />} />;
}
