import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES } from '@tac/goform';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Field, Flex, Image, Stack, Text, VisuallyHidden } from '@tac/ui';
import { userKeys } from '../../userKeys';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** A chosen file as a data: URL (photos are at most 256 KB, so reading it whole is cheap). */
function usePreview(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // A preview read for an earlier file is never shown for the current one.
  return read && read.file === file ? read.url : null;
}

/**
 * Whether the browser can decode the file as an image: a text file named .png has the right
 * type and size but is no picture, and the device would refuse it on Save (10102).
 */
async function decodesAsImage(file: File): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    const done = (ok: boolean) => {
      URL.revokeObjectURL(url);
      resolve(ok);
    };
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = url;
  });
}

/** What the form sends: a new file, removal of the stored photo, or nothing. */
export type PhotoChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export interface PhotoFieldProps {
  /** The stored photo as a data: URL, '' when none. */
  stored: string;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
  /** The device refused the photo sent on Save: said here, under the photo, until another is chosen. */
  refused?: boolean;
}

/** Photo upload with preview; type and size are checked here, before anything is sent. */
export function PhotoField({ stored, change, onChange, refused = false }: PhotoFieldProps) {
  const { t } = useTranslation('users');
  const { number } = useLocaleFormat();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const preview = usePreview(change.kind === 'replace' ? change.file : null);
  const shown = change.kind === 'replace' ? preview : change.kind === 'remove' ? null : stored || null;

  // The file chosen last: a slow decode of an earlier one never overrides it.
  const latest = useRef<File | null>(null);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    latest.current = file;
    if (!PHOTO_TYPES.includes(file.type)) return setProblem(t('photo.format'));
    if (file.size > PHOTO_MAX_BYTES) return setProblem(t('photo.size', { kb: number(PHOTO_MAX_BYTES / 1024) }));
    const readable = await decodesAsImage(file);
    if (latest.current !== file) return;
    if (!readable) return setProblem(t('photo.unreadable'));
    setProblem(null);
    onChange({ kind: 'replace', file });
  };
  const shownProblem = problem ?? (refused ? t('photo.refused') : null);

  return (
    <Field.Root invalid={shownProblem !== null}>
      <Field.Label>{t(userKeys.field('photo'))}</Field.Label>
      <Flex gap="4" align="center" wrap="wrap">
        {shown ? (
          <Image src={shown} alt={t('photo.preview')} boxSize="24" rounded="md" objectFit="cover" />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('photo.none')}
          </Text>
        )}
        <Stack gap="2">
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              aria-label={t('photo.choose')}
              aria-describedby={shownProblem ? errorId : undefined}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </VisuallyHidden>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {shown ? t('photo.replace') : t('photo.upload')}
            </Button>
            {shown && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onChange(stored ? { kind: 'remove' } : { kind: 'keep' })}>
                {t('photo.remove')}
              </Button>
            )}
          </Flex>
        </Stack>
      </Flex>
      <Field.HelperText>{t('photo.help', { kb: number(PHOTO_MAX_BYTES / 1024) })}</Field.HelperText>
      {shownProblem && <Field.ErrorText id={errorId}>{shownProblem}</Field.ErrorText>}
    </Field.Root>
  );
}
