import { useTranslation } from '@tac/i18n';
import { isClosedDay, WEEKDAYS } from '@tac/goform';
import { Box, Flex, List, Text, VisuallyHidden } from '@tac/ui';
import { span, type DayTimes } from './week';

export interface WeekBarsProps {
  times: DayTimes;
  /** Accessible name of the picture, e.g. "Week of time zone 3". */
  label: string;
}

/**
 * A zone's week as a picture: one bar per day on a 00:00-24:00 axis. Each day's times are
 * written beside its bar, so the text is the picture's own alternative; the bars are
 * decoration for sighted users. Logical insets mirror the axis in right-to-left languages.
 */
export function WeekBars({ times, label }: WeekBarsProps) {
  const { t } = useTranslation('accessControl');
  return (
    <List.Root aria-label={label} listStyle="none" gap="1.5" maxW="2xl">
      {WEEKDAYS.map((d) => {
        const start = times[`${d}start`];
        const end = times[`${d}end`];
        const bar = span(start, end);
        const text = isClosedDay(start, end) ? t('week.closed') : `${start}–${end}`;
        return (
          <List.Item key={d}>
            <Flex align="center" gap="3">
              <Text as="span" w="10" flexShrink={0} fontWeight="medium">
                {t(`days.${d}.short`)}
              </Text>
              <Box aria-hidden="true" position="relative" flex="1" h="3" rounded="full" bg="bg.muted">
                {bar && (
                  <Box
                    position="absolute"
                    insetBlock="0"
                    insetInlineStart={`${bar.from}%`}
                    w={`${Math.max(bar.width, 0.5)}%`}
                    rounded="full"
                    bg="brand.solid"
                  />
                )}
              </Box>
              <Text as="span" w="28" flexShrink={0} fontVariantNumeric="tabular-nums" textAlign="end">
                <VisuallyHidden>
                  {t(`days.${d}.long`)}{' '}
                </VisuallyHidden>
                {/* Clock times read left to right in every language. */}
                <span dir="ltr">{text}</span>
              </Text>
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
