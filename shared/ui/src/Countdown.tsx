import { Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §4, §9: restart and initialization count down 30 s by default. */
export const DEFAULT_COUNTDOWN_S = 30;

export interface CountdownProps {
  seconds?: number;
  onDone?: () => void;
  /** i18n key of the text, given `count`; defaults to "N seconds left". */
  labelKey?: string;
}

/** Counts down once per second and calls onDone once at zero. */
export function Countdown({ seconds = DEFAULT_COUNTDOWN_S, onDone, labelKey = 'common:secondsLeft' }: CountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  // A new duration (e.g. the device's own count read again) shows at once, not a second later.
  const [counting, setCounting] = useState(seconds);
  if (counting !== seconds) {
    setCounting(seconds);
    setLeft(seconds);
  }

  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    // Counting from the end time keeps the display honest when the tab was throttled.
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        onDoneRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return (
    <Text role="timer" aria-live="polite" aria-atomic="true" fontVariantNumeric="tabular-nums">
      {t(labelKey, { count: left })}
    </Text>
  );
}
