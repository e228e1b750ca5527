import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePattern, readDate, readTime, showDate, showTime, timeExample } from './clockText';
import { useDateFormat } from './useDateFormat';
import { useHourCycle } from './useHourCycle';

export interface ClockInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The wire value (YYYY-MM-DD, HH:MM or HH:MM:SS), or what was typed while it reads as none. */
  value: string;
  /**
   * The wire value of what is typed; text that reads as no date or time is handed on as
   * typed, so the contract's rule refuses it with its own message.
   */
  onChange: (value: string) => void;
}

interface Spelling {
  show: (wire: string) => string;
  read: (text: string) => string | undefined;
  example: string;
}

/**
 * A text box that shows a wire value as the reader writes it and hands back the wire
 * value of what they type. Typing is never rewritten under the caret: the box takes the
 * reader's spelling of the value when it is left, or when the value changes from outside.
 */
const SpelledInput = forwardRef<HTMLInputElement, ClockInputProps & { spelling: Spelling }>(function SpelledInput(
  { value, onChange, onBlur, spelling, ...rest },
  ref,
) {
  const { show, read } = spelling;
  const [text, setText] = useState(() => show(value));
  const editing = useRef(false);
  const shown = show(value);
  useEffect(() => {
    // The value changed from outside (loaded, reset, copied from another day) or the spelling did (language, clock).
    if (!editing.current || (read(text) ?? text.trim()) !== value) setText(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, shown]);
  return (
    <Input
      ref={ref}
      autoComplete="off"
      spellCheck={false}
      placeholder={spelling.example}
      {...rest}
      value={text}
      onFocus={(e) => {
        editing.current = true;
        rest.onFocus?.(e);
      }}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(read(e.currentTarget.value) ?? e.currentTarget.value.trim());
      }}
      onBlur={(e) => {
        editing.current = false;
        const wire = read(text);
        if (wire !== undefined) setText(show(wire));
        onBlur?.(e);
      }}
    />
  );
});

/**
 * A day, shown and typed in the device's date format (YYYY-MM-DD, DD/MM/YYYY…): the one the
 * device's screen and the console's tables show. Its placeholder spells the format in the
 * language's letters (YYYY-MM-DD, de JJJJ-MM-TT); dates read left to right in every language.
 */
export const DateInput = forwardRef<HTMLInputElement, ClockInputProps>(function DateInput(props, ref) {
  const { t, i18n } = useTranslation();
  const dateFormat = useDateFormat();
  const spelling: Spelling = {
    show: (wire) => showDate(wire, dateFormat),
    read: (text) => (text.trim() === '' ? '' : readDate(text, dateFormat)),
    example: datePattern(dateFormat, { year: t('common:dateLetters.year'), month: t('common:dateLetters.month'), day: t('common:dateLetters.day') }),
  };
  // Left to right, but at the start of a right-to-left page like the other boxes.
  const rtl = i18n.dir() === 'rtl';
  return <SpelledInput ref={ref} inputMode="numeric" dir="ltr" textAlign={rtl ? 'right' : undefined} {...props} spelling={spelling} />;
});

export interface TimeInputProps extends ClockInputProps {
  /** The value has seconds (HH:MM:SS). */
  seconds?: boolean;
}

/**
 * A time of day on the device's 12 or 24 hour clock, in the console language (20:30,
 * 8:30 PM, 下午8:30); it takes what people type (8, 8:00, 0800, 20:30, 8 pm).
 */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(function TimeInput({ seconds = false, ...props }, ref) {
  const lang = useTranslation().i18n.language;
  const cycle = useHourCycle();
  const spelling: Spelling = {
    show: (wire) => showTime(wire, lang, cycle),
    read: (text) => (text.trim() === '' ? '' : readTime(text, lang, seconds)),
    example: timeExample(lang, cycle, seconds),
  };
  return <SpelledInput ref={ref} {...props} spelling={spelling} />;
});
