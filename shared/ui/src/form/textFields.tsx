import { Input } from '@chakra-ui/react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldShell, type BaseFieldProps } from './FieldShell';
import { CharacterCounter } from './CharacterCounter';

/** A read-only value looks like a value, not a box to type into: no border, the muted background. */
const READ_ONLY_LOOK = { variant: 'subtle', cursor: 'default' } as const;

export interface TextFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  type?: 'text' | 'email' | 'url' | 'tel';
  maxLength?: number;
  /**
   * Free text (a name, a label; the contract rule's `counted`): maxLength is counted in
   * characters as the device counts them and shown as it fills, never cut by the browser.
   */
  counted?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url' | 'email';
}

export function TextField<T extends FieldValues>({
  type = 'text',
  maxLength,
  counted = false,
  placeholder,
  autoComplete,
  inputMode,
  ...base
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const counter = counted && maxLength !== undefined;
  return (
    <FieldShell {...base} note={counter ? (id, messageShown) => <CharacterCounter id={id} name={base.name} max={maxLength} quiet={messageShown} /> : undefined}>
      {(a11y) => (
        <Input
          {...a11y}
          {...(base.readOnly ? READ_ONLY_LOOK : {})}
          type={type}
          // The browser's maxlength counts an emoji as two and cuts silently: a counted field is told instead.
          maxLength={counter ? undefined : maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...register(base.name)}
        />
      )}
    </FieldShell>
  );
}

export interface PasswordFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /**
   * The most characters the contract's rule takes (contractFields' text() gives it). Never put on
   * the input as maxlength: a browser cuts what is typed or pasted beyond it without a word, and
   * the cut password is then what is saved and fails later. The form's schema refuses a longer
   * one with its message instead; say the bound in helperText.
   */
  maxLength?: number;
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

/** A password or PIN input: takes whatever is typed, never shortened (see maxLength). */
export function PasswordField<T extends FieldValues>({ maxLength: _refusedNotCut, autoComplete = 'off', ...base }: PasswordFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      {(a11y) => <Input {...a11y} type="password" autoComplete={autoComplete} {...register(base.name)} />}
    </FieldShell>
  );
}

export interface NumberFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  min?: number;
  max?: number;
  step?: number;
}

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** A number input; an emptied box becomes undefined so the schema reports "required" rather than 0. */
export function NumberField<T extends FieldValues>({ min, max, step, ...base }: NumberFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell {...base}>
      {(a11y) => (
        <Input
          {...a11y}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          {...register(base.name, { setValueAs: toNumber })}
        />
      )}
    </FieldShell>
  );
}
