import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';

type ClockFields = { date: string; time: string };
type ClockField = keyof ClockFields;
/** The Time Setup form: the contract takes the time as text or number, and gives text. */
type ClockForm = UseFormReturn<{ date: string; time: string | number }, unknown, ClockFields>;
const FIELDS: readonly ClockField[] = ['date', 'time'];

/** The device's wall clock text read as if it were UTC, so that no zone of the browser shifts it. */
const clockMs = ({ date, time }: ClockFields) => Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
const clockText = (ms: number): ClockFields => {
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
};

/**
 * Keeps the device clock running on screen: from the values the form was last reset to (the
 * device's reading, or what was just saved), every second, in each field the user has not
 * changed. `untouched()` gives those fields at this very moment, so a Save sends what the
 * user set and the current time for the rest — never the time the page was opened.
 */
export function useRunningClock(methods: ClockForm): { untouched: () => Partial<ClockFields> } {
  // Reading them here subscribes this form to them (react-hook-form tracks what is read).
  const { defaultValues, dirtyFields } = methods.formState;
  const anchor = useRef<{ deviceMs: number; at: number }>(undefined);

  useEffect(() => {
    const { date, time } = defaultValues ?? {};
    const deviceMs = date && time !== undefined ? clockMs({ date, time: String(time) }) : NaN;
    anchor.current = Number.isNaN(deviceMs) ? undefined : { deviceMs, at: Date.now() };
  }, [defaultValues]);

  const untouched = () => {
    if (!anchor.current) return {};
    const now = clockText(anchor.current.deviceMs + Date.now() - anchor.current.at);
    return Object.fromEntries(FIELDS.filter((f) => !dirtyFields[f]).map((f) => [f, now[f]]));
  };
  const latest = useRef(untouched);
  useEffect(() => {
    latest.current = untouched;
  });

  useEffect(() => {
    const timer = setInterval(() => {
      for (const [field, value] of Object.entries(latest.current()) as [ClockField, string][]) {
        if (methods.getValues(field) !== value) methods.setValue(field, value, { shouldDirty: false });
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [methods]);

  return { untouched };
}
