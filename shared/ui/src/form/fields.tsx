import { Field, Input, NativeSelect, RadioGroup, Stack, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface BaseFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Visible label, already translated. */
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * Field chrome shared by every input: label, helper text and the validation message
 * (Chakra's Field wires aria-invalid and aria-describedby). Messages may be i18n keys.
 */
function FieldShell<T extends FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  readOnly,
  children,
}: BaseFieldProps<T> & { children: ReactNode }) {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message;
  return (
    <Field.Root invalid={!!message} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{t(message, { defaultValue: message })}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface TextFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  type?: 'text' | 'email' | 'url' | 'tel';
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url' | 'email';
}

export function TextField<T extends FieldValues>({ type = 'text', maxLength, placeholder, autoComplete, inputMode, ...base }: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      <Input
        type={type}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...register(base.name)}
      />
    </FieldShell>
  );
}

export interface PasswordFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  maxLength?: number;
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

export function PasswordField<T extends FieldValues>({ maxLength, autoComplete = 'off', ...base }: PasswordFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      <Input type="password" maxLength={maxLength} autoComplete={autoComplete} {...register(base.name)} />
    </FieldShell>
  );
}

export interface NumberFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  min?: number;
  max?: number;
  step?: number;
}

/** A number input; an empty box becomes undefined so the schema reports "required" rather than 0. */
export function NumberField<T extends FieldValues>({ min, max, step, ...base }: NumberFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        {...register(base.name, { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : Number(v)) })}
      />
    </FieldShell>
  );
}

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

export function SelectField<T extends FieldValues>({ options, numeric, ...base }: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(base.name, numeric ? { setValueAs: (v: unknown) => Number(v) } : {})}>
          {options.map((o) => (
            <option key={String(o.value)} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export interface SwitchFieldProps<T extends FieldValues> extends Omit<BaseFieldProps<T>, 'required'> {
  /** Devices store switches as 0/1; set false to keep a boolean in the form. */
  asNumber?: boolean;
}

export function SwitchField<T extends FieldValues>({ name, label, helperText, disabled, readOnly, asNumber = true }: SwitchFieldProps<T>) {
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

export function RadioField<T extends FieldValues>({ options, numeric, ...base }: RadioFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { t } = useTranslation();
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
            aria-label={base.label}
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
          {fieldState.error?.message && (
            <Field.ErrorText>{t(fieldState.error.message, { defaultValue: fieldState.error.message })}</Field.ErrorText>
          )}
        </Field.Root>
      )}
    />
  );
}
