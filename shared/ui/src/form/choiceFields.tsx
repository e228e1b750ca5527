import { Field, NativeSelect, RadioGroup, Stack, Switch } from '@chakra-ui/react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { FieldShell, useFieldMessage, type BaseFieldProps } from './FieldShell';

export interface Option {
  value: string | number;
  /** Already translated. */
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  options: readonly Option[];
  /** Converts the chosen text back to a number when the options are numeric. */
  numeric?: boolean;
}

/** A native select: light, accessible, and right on phones. */
export function SelectField<T extends FieldValues>({ options, numeric, ...base }: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      {(a11y) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...a11y}
            {...register(base.name, numeric ? { setValueAs: (v: unknown) => Number(v) } : {})}
          >
            {options.map((o) => (
              <option key={String(o.value)} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldShell>
  );
}

export interface SwitchFieldProps<T extends FieldValues> extends Omit<BaseFieldProps<T>, 'required'> {
  /** Devices store switches as 0/1; set false to keep a boolean in the form. */
  asNumber?: boolean;
}

export function SwitchField<T extends FieldValues>({
  name,
  label,
  helperText,
  disabled,
  readOnly,
  asNumber = true,
}: SwitchFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root disabled={disabled} readOnly={readOnly}>
          <Switch.Root
            name={field.name}
            checked={Boolean(field.value)}
            onCheckedChange={(e) => field.onChange(asNumber ? (e.checked ? 1 : 0) : e.checked)}
            disabled={disabled}
            readOnly={readOnly}
          >
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
          {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
        </Field.Root>
      )}
    />
  );
}

export interface RadioFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  options: readonly Option[];
  numeric?: boolean;
}

function RadioMessage({ message }: { message?: string }) {
  const text = useFieldMessage(message);
  return text ? <Field.ErrorText>{text}</Field.ErrorText> : null;
}

export function RadioField<T extends FieldValues>({ options, numeric, ...base }: RadioFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={base.name}
      render={({ field, fieldState }) => (
        <Field.Root invalid={!!fieldState.error} disabled={base.disabled} readOnly={base.readOnly}>
          <RadioGroup.Root
            name={field.name}
            value={field.value === undefined || field.value === null ? null : String(field.value)}
            onValueChange={(e) => field.onChange(numeric ? Number(e.value) : e.value)}
            disabled={base.disabled}
            readOnly={base.readOnly}
          >
            <RadioGroup.Label>{base.label}</RadioGroup.Label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="2">
              {options.map((o) => (
                <RadioGroup.Item key={String(o.value)} value={String(o.value)}>
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {base.helperText && !fieldState.error && <Field.HelperText>{base.helperText}</Field.HelperText>}
          <RadioMessage message={fieldState.error?.message} />
        </Field.Root>
      )}
    />
  );
}
