import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '@tac/i18n';
import { Box, chakra, Flex, HStack, Text } from '@tac/ui';

/** Fingers from thumb to little finger; slot = hand offset + finger index (0-4 right, 5-9 left; FP1-FP5 per hand, SPEC §3). */
export const FINGERS = ['thumb', 'forefinger', 'middle', 'ring', 'little'] as const;
export type Hand = 'left' | 'right';
export const HANDS = [
  { hand: 'left', offset: 5 },
  { hand: 'right', offset: 0 },
] as const;

/** The hand and finger of a slot. */
export function fingerOf(slot: number): { hand: Hand; finger: (typeof FINGERS)[number]; fp: number } {
  const index = slot % 5;
  return { hand: slot >= 5 ? 'left' : 'right', finger: FINGERS[index]!, fp: index + 1 };
}

/**
 * A right hand seen from above, palm down (the thumb on its left), in a 200 × 250 box;
 * the left hand is its mirror image. Each finger is a capsule standing on its base point
 * and turned about it; the palm is drawn over the fingers' bases.
 */
const FINGER_SHAPES = [
  { base: [60, 188], length: 84, width: 34, turn: -52 },
  { base: [65, 150], length: 104, width: 32, turn: -4 },
  { base: [97, 148], length: 124, width: 32, turn: 0 },
  { base: [129, 150], length: 110, width: 32, turn: 4 },
  { base: [158, 156], length: 86, width: 29, turn: 10 },
] as const;
const PALM = 'M46 138 C46 127 54 122 64 122 L158 124 C170 124 177 132 176 144 L170 206 C166 232 146 244 118 244 L88 244 C62 244 48 230 47 206 Z';
/** The fingertip's print sits this far below the tip. */
const PRINT_DEPTH = 24;

const DRAWING_STYLES = {
  '& .finger': { cursor: 'pointer', outline: 'none' },
  '& .finger .shape': { fill: 'bg', stroke: 'fg.muted', strokeWidth: 2, transition: 'fill 0.15s' },
  '& .finger:hover .shape': { fill: 'bg.muted' },
  '& .finger[data-enrolled] .shape': { fill: 'green.subtle', stroke: 'green.fg' },
  '& .finger .print': { fill: 'none', stroke: 'fg.subtle', strokeWidth: 1.5, strokeDasharray: '3 2.5' },
  '& .finger[aria-pressed=true] .shape, & .finger:focus-visible .shape': { stroke: 'brand.solid', strokeWidth: 5 },
  '& .finger .badge': { fill: 'green.solid' },
  '& .finger .tick': { fill: 'none', stroke: 'green.contrast', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' },
  '& .palm': { fill: 'bg.subtle', stroke: 'fg.muted', strokeWidth: 2, pointerEvents: 'none' },
} as const;

/** A fingertip's print: dashed whorls where nothing is enrolled, a ticked badge where it is. */
function Print({ enrolled, x, y }: { enrolled: boolean; x: number; y: number }) {
  if (enrolled) {
    return (
      <>
        <circle className="badge" cx={x} cy={y} r="10" />
        <path className="tick" d={`M${x - 5} ${y} l3.5 3.5 l6.5 -7`} />
      </>
    );
  }
  return (
    <g className="print">
      {[9, 6, 3].map((r) => (
        <ellipse key={r} cx={x} cy={y} rx={r * 0.8} ry={r} />
      ))}
    </g>
  );
}

export interface HandsProps {
  /** One flag per slot, 1 = enrolled. */
  enrolled: readonly number[];
  /** One flag per slot, 1 = a duress finger (absent: the device has none). */
  duress?: readonly number[];
  selected: number | null;
  onSelect: (slot: number) => void;
}

/** The name of a finger ("Left index finger") and what the device holds for it ("FP2, enrolled"). */
export function useFingerNames() {
  const { t } = useTranslation('users');
  return {
    name: (slot: number) => {
      const { hand, finger } = fingerOf(slot);
      return t(`fingerprint.fingerNames.${hand}.${finger}`);
    },
    state: (slot: number, enrolled: boolean, duress = false) => {
      const state = enrolled ? t(duress ? 'fingerprint.enrolledDuress' : 'fingerprint.enrolled') : t('fingerprint.notEnrolled');
      return t('fingerprint.fpState', { fp: fingerOf(slot).fp, state });
    },
  };
}

function HandDrawing({ hand, offset, enrolled, duress, selected, onSelect }: HandsProps & { hand: Hand; offset: number }) {
  const { t } = useTranslation('users');
  const names = useFingerNames();
  const ids = useId();
  const choose = (slot: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(slot);
  };
  return (
    <Flex role="group" aria-label={t(`fingerprint.${hand}`)} direction="column" align="center" gap="1" flex="1" maxW="56">
      <chakra.svg viewBox="-6 0 212 250" w="full" h="auto" overflow="visible" css={DRAWING_STYLES}>
        {FINGER_SHAPES.map(({ base, length, width, turn: rightTurn }, finger) => {
          const slot = offset + finger;
          const on = enrolled[slot] === 1;
          // The left hand is the right one mirrored; its badges and ticks stay upright and unmirrored.
          const x = hand === 'left' ? 200 - base[0] : base[0];
          const y = base[1];
          const turn = hand === 'left' ? -rightTurn : rightTurn;
          const tip = y - length + PRINT_DEPTH;
          return (
            <g
              key={slot}
              className="finger"
              role="button"
              tabIndex={0}
              aria-label={names.name(slot)}
              aria-describedby={`${ids}-${slot}`}
              aria-pressed={selected === slot}
              data-enrolled={on ? '' : undefined}
              transform={`rotate(${turn} ${x} ${y})`}
              onClick={() => onSelect(slot)}
              onKeyDown={choose(slot)}
            >
              <rect className="shape" x={x - width / 2} y={y - length} width={width} height={length + 20} rx={width / 2} />
              <g transform={`rotate(${-turn} ${x} ${tip})`}>
                <Print enrolled={on} x={x} y={tip} />
              </g>
            </g>
          );
        })}
        <path className="palm" d={PALM} transform={hand === 'left' ? 'translate(200 0) scale(-1 1)' : undefined} aria-hidden="true" />
      </chakra.svg>
      <Text fontWeight="medium" aria-hidden="true">
        {t(`fingerprint.${hand}`)}
      </Text>
      <Box srOnly>
        {FINGERS.map((_, finger) => (
          <span key={finger} id={`${ids}-${offset + finger}`}>
            {names.state(offset + finger, enrolled[offset + finger] === 1, duress?.[offset + finger] === 1)}
          </span>
        ))}
      </Box>
    </Flex>
  );
}

/** The key to the drawing: how an enrolled finger differs from one with nothing enrolled, not by colour alone. */
function Legend() {
  const { t } = useTranslation('users');
  const sample = (enrolled: boolean) => (
    <chakra.svg viewBox="-12 -12 24 24" boxSize="5" css={DRAWING_STYLES} aria-hidden="true">
      <g className="finger" data-enrolled={enrolled ? '' : undefined}>
        <Print enrolled={enrolled} x={0} y={0} />
      </g>
    </chakra.svg>
  );
  return (
    <HStack gap="5" fontSize="sm" color="fg.muted" wrap="wrap" justify="center">
      <HStack gap="1.5">
        {sample(true)}
        <span>{t('fingerprint.legendEnrolled')}</span>
      </HStack>
      <HStack gap="1.5">
        {sample(false)}
        <span>{t('fingerprint.legendNotEnrolled')}</span>
      </HStack>
    </HStack>
  );
}

/**
 * The ten slots drawn as two hands seen from above, palms down: the thumbs point inwards, the
 * left hand on the left. Each finger is a toggle button named by hand and finger, its FP number
 * and state in its description; an enrolled finger carries a ticked badge.
 */
export function Hands(props: HandsProps) {
  return (
    <Flex direction="column" gap="3" align="center" maxW="lg">
      {/* A picture of real hands: the left hand stays on the left in right-to-left pages too. */}
      <Flex gap={{ base: '2', sm: '6' }} justify="center" w="full" _rtl={{ flexDirection: 'row-reverse' }}>
        {HANDS.map(({ hand, offset }) => (
          <HandDrawing key={hand} hand={hand} offset={offset} {...props} />
        ))}
      </Flex>
      <Legend />
    </Flex>
  );
}
