import { useTranslation } from '@tac/i18n';
import { Box, Button, Card, Flex, Stack, Text } from '@tac/ui';

/** Fingers from thumb to little finger; slot = hand offset + finger index (0-4 right, 5-9 left). */
export const FINGERS = ['thumb', 'forefinger', 'middle', 'ring', 'little'] as const;
export const HANDS = [
  { hand: 'left', offset: 5 },
  { hand: 'right', offset: 0 },
] as const;
/** Finger heights in a palm-down drawing, thumb first: the middle finger is longest. */
const REACH = ['10', '16', '20', '16', '12'] as const;

export interface HandsProps {
  /** One flag per slot, 1 = enrolled. */
  enrolled: readonly number[];
  selected: number | null;
  onSelect: (slot: number) => void;
}

/**
 * The ten slots drawn as two hands, palms down (left hand little finger first, right hand
 * thumb first); each finger is a toggle button naming its hand, finger, FP number and state.
 */
export function Hands({ enrolled, selected, onSelect }: HandsProps) {
  const { t } = useTranslation('users');
  return (
    // A picture of real hands: the left hand stays on the left in right-to-left pages too. The
    // pair keeps the form column's width at the page's start, not centred in a wide page.
    <Flex gap="4" wrap="wrap" justify="center" maxW="2xl" _rtl={{ flexDirection: 'row-reverse' }}>
      {HANDS.map(({ hand, offset }) => {
        const order = hand === 'left' ? [...FINGERS.keys()].reverse() : [...FINGERS.keys()];
        return (
          <Card.Root key={hand} flex="1" minW="64" maxW="sm" variant="outline">
            <Card.Header>
              <Card.Title>{t(`fingerprint.${hand}`)}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="0" align="center">
                <Flex gap="1.5" align="end" role="group" aria-label={t(`fingerprint.${hand}`)} _rtl={{ flexDirection: 'row-reverse' }}>
                  {order.map((finger) => {
                    const slot = offset + finger;
                    const on = enrolled[slot] === 1;
                    const name = t('fingerprint.slot', {
                      hand: t(`fingerprint.${hand}`),
                      finger: t(`fingerprint.fingers.${FINGERS[finger]}`),
                      fp: finger + 1,
                      state: on ? t('fingerprint.enrolled') : t('fingerprint.notEnrolled'),
                    });
                    return (
                      <Button
                        key={slot}
                        aria-label={name}
                        aria-pressed={selected === slot}
                        title={name}
                        onClick={() => onSelect(slot)}
                        h={REACH[finger]}
                        minW="10"
                        px="0"
                        roundedTop="full"
                        roundedBottom="sm"
                        // A thumb sits lower than the fingers.
                        mb={finger === 0 ? '-4' : '0'}
                        variant={on ? 'solid' : 'outline'}
                        colorPalette={on ? 'green' : 'gray'}
                        outline={selected === slot ? '3px solid' : undefined}
                        outlineColor="brand.solid"
                        outlineOffset="2px"
                      >
                        <Text fontSize="xs">{`FP${finger + 1}`}</Text>
                      </Button>
                    );
                  })}
                </Flex>
                <Box w="60" h="16" roundedBottom="3xl" roundedTop="md" bg="bg.muted" borderWidth="1px" aria-hidden="true" />
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Flex>
  );
}
