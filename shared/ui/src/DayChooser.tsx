import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@chakra-ui/react';

export interface ChoosableDay<D extends string> {
  id: D;
  short: string;
  long: string;
  /** The day holds a value the form refuses: marked, so a day out of sight is not missed. */
  invalid?: boolean;
}

export interface DayChooserProps<D extends string> {
  days: readonly ChoosableDay<D>[];
  value: D;
  onChange: (day: D) => void;
}

/**
 * Which weekday a phone shows: a week's grid of seven columns runs off a 375 px screen, so a
 * phone edits one day at a time (the desktop keeps the whole week).
 */
export function DayChooser<D extends string>({ days, value, onChange }: DayChooserProps<D>) {
  const { t } = useTranslation('common');
  return (
    <Flex role="group" aria-label={t('dayShown')} gap="1" wrap="wrap">
      {days.map((d) => (
        <Button
          key={d.id}
          size="sm"
          minW="10"
          px="2"
          variant={d.id === value ? 'solid' : 'outline'}
          colorPalette={d.invalid ? 'red' : 'brand'}
          aria-pressed={d.id === value}
          aria-label={d.long}
          onClick={() => onChange(d.id)}
        >
          {d.short}
        </Button>
      ))}
    </Flex>
  );
}
