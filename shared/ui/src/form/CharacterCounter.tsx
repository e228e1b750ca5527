import { Flex, Stack, Text } from '@chakra-ui/react';
import { characterCount, undrawnCharacters } from '@tac/goform/contract';
import { leftToRight, useLocaleFormat } from '@tac/i18n';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Characters used of a free-text field's limit ("12/24"), counted as the device counts
 * them; at the limit it says the field is full, past it that the text is too long (both
 * announced once, not at every key). `quiet` while the field shows its validation message: the
 * count stays, the words are not said twice ("At most 24 characters" and "Too long…").
 * A counted text is one the device shows on its screen (a name, a status label): characters its
 * font does not draw (emoji) are named, a warning, not a refusal.
 */
export function CharacterCounter<T extends FieldValues>({
  id,
  name,
  max,
  quiet = false,
}: {
  id: string;
  name: Path<T>;
  max: number;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const value: unknown = useWatch<T>({ name });
  const text = typeof value === 'string' ? value : '';
  const used = characterCount(text);
  const state = quiet ? '' : used > max ? t('common:textTooLong', { max: number(max) }) : used === max ? t('common:textFull') : '';
  const undrawn = undrawnCharacters(text);
  return (
    <Stack id={id} gap="1" textStyle="xs">
      <Flex gap="2" justify="space-between" color={used > max ? 'fg.error' : 'fg.muted'}>
        <Text as="span" aria-live="polite">
          {state}
        </Text>
        <Text as="span" dir="ltr" fontVariantNumeric="tabular-nums">
          {t('common:textCounter', { used: number(used), max: number(max) })}
        </Text>
      </Flex>
      <Text as="span" aria-live="polite" color="fg.warning">
        {undrawn.length > 0 ? t('common:textNotDrawn', { characters: leftToRight(undrawn.join(' ')) }) : ''}
      </Text>
    </Stack>
  );
}
