import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface BaseFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Visible label, already translated. */
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Props every bound control receives so assistive tech reads its message or help. */
export interface ControlA11y {
  'aria-describedby'?: string;
}

/** A validation message may be an i18n key (schema messages) or text (zod's own, see issueMessage). */
export function useFieldMessage(message: string | undefined): string | undefined {
  const { t } = useTranslation();
  return message ? t(message, { defaultValue: message }) : undefined;
}

/**
 * Field chrome shared by the text-like inputs: label, helper text and the validation
 * message, which the control names with aria-describedby. `note` (a character counter)
 * shows under them; the control names it too while there is no message, and it is told when
 * there is one (so it does not say the same thing a second time).
 */
export function FieldShell<T extends FieldValues>({
  name,
  label,
  helperText,
  required,
  disabled,
  readOnly,
  note,
  children,
}: BaseFieldProps<T> & { note?: (id: string, messageShown: boolean) => ReactNode; children: (a11y: ControlA11y) => ReactNode }) {
  const { getFieldState, formState } = useFormContext<T>();
  const message = useFieldMessage(getFieldState(name, formState).error?.message);
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const noteId = `${id}-note`;
  const described = message ? [ids.errorText] : [helperText ? ids.helperText : '', note ? noteId : ''].filter(Boolean);
  const describedBy = described.length ? described.join(' ') : undefined;
  // A read-only value is shown, not asked for: no required mark.
  const asked = required && !readOnly;
  return (
    <Field.Root invalid={!!message} required={asked} disabled={disabled} readOnly={readOnly} ids={ids}>
      <Field.Label>
        {label}
        {asked && <Field.RequiredIndicator />}
      </Field.Label>
      {children({ 'aria-describedby': describedBy })}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
      {note?.(noteId, !!message)}
    </Field.Root>
  );
}
