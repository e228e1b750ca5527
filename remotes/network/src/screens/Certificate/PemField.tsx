import { useId, useRef, type ChangeEvent } from 'react';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Field, readFileText, Textarea, useFormContext, VisuallyHidden } from '@tac/ui';
import { CERTIFICATE_MESSAGES, PEM_FILE_MAX_BYTES, type CertificateValues } from './schema';

interface PemFieldProps {
  name: keyof CertificateValues;
  label: string;
  /** The hidden file input's name and the button that opens it. */
  fileLabel: string;
  loadLabel: string;
  help: string;
  placeholder: string;
  maxLength: number | undefined;
}

/**
 * A PEM text, pasted or loaded from a file: the file's size is checked before it is read
 * (a larger one than the field takes is refused), and what it holds fills the field.
 */
export function PemField({ name, label, fileLabel, loadLabel, help, placeholder, maxLength }: PemFieldProps) {
  const { t } = useTranslation('network');
  const { number } = useLocaleFormat();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { register, setValue, setError, getFieldState, formState } = useFormContext<CertificateValues>();
  const error = getFieldState(name, formState).error?.message;

  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > PEM_FILE_MAX_BYTES) {
      setError(name, { message: CERTIFICATE_MESSAGES.fileTooLarge });
      return;
    }
    setValue(name, await readFileText(file), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea rows={6} fontFamily="mono" dir="ltr" placeholder={placeholder} maxLength={maxLength} spellCheck={false} {...register(name)} />
      <VisuallyHidden>
        <input
          id={fileId}
          ref={input}
          type="file"
          accept=".pem,.crt,.cer,.key,text/plain"
          tabIndex={-1}
          aria-label={fileLabel}
          onChange={(e) => void load(e)}
        />
      </VisuallyHidden>
      {/* The browser's own file button speaks the browser's language: this one opens the hidden input. */}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => input.current?.click()}>
        {loadLabel}
      </Button>
      {error ? (
        <Field.ErrorText>{t(error, { max: number(PEM_FILE_MAX_BYTES / 1024) })}</Field.ErrorText>
      ) : (
        <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );
}
