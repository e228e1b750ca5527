import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { DateInput, TimeInput } from '../clock/ClockInputs';
import { FieldShell, type BaseFieldProps } from './FieldShell';

/** The box of a date or time: as wide as its longest spelling (下午12:30:00), not the whole form. */
const CLOCK_WIDTH = '44';

/** A form's date (YYYY-MM-DD on the wire), in the console language's spelling. */
export function DateField<T extends FieldValues>(base: BaseFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      {(a11y) => (
        <Controller
          control={control}
          name={base.name}
          render={({ field }) => (
            <DateInput {...a11y} maxW={CLOCK_WIDTH} readOnly={base.readOnly} {...field} value={String(field.value ?? '')} />
          )}
        />
      )}
    </FieldShell>
  );
}

export interface TimeFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** The wire value has seconds (HH:MM:SS). */
  seconds?: boolean;
}

/** A form's time of day (HH:MM[:SS] on the wire), on the device's 12 or 24 hour clock. */
export function TimeField<T extends FieldValues>({ seconds, ...base }: TimeFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      {(a11y) => (
        <Controller
          control={control}
          name={base.name}
          render={({ field }) => (
            <TimeInput
              {...a11y}
              maxW={CLOCK_WIDTH}
              seconds={seconds}
              readOnly={base.readOnly}
              {...field}
              value={String(field.value ?? '')}
            />
          )}
        />
      )}
    </FieldShell>
  );
}
