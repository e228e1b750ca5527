import { isLanguageCode, type LanguageCode } from './languages';

/** A day of the week, as the device's contract names it (`Weekday` in @tac/goform). */
export type DayOfWeek = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

const MONDAY_TO_FRIDAY: readonly DayOfWeek[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const SUNDAY_TO_THURSDAY: readonly DayOfWeek[] = ['sun', 'mon', 'tue', 'wed', 'thu'];
const SATURDAY_TO_WEDNESDAY: readonly DayOfWeek[] = ['sat', 'sun', 'mon', 'tue', 'wed'];

/**
 * The working week of the region a language stands for, where it is not Monday–Friday (REVIEW.md,
 * issue 37): Israel works Sunday–Thursday; so do most Arab states (Saudi Arabia, Egypt, Iraq, Jordan,
 * Kuwait, Qatar, Bahrain, Oman, Algeria); Iran Saturday–Wednesday, Thursday being a half day or off.
 */
const WORK_WEEKS: Partial<Record<LanguageCode, readonly DayOfWeek[]>> = {
  ar: SUNDAY_TO_THURSDAY,
  fa: SATURDAY_TO_WEDNESDAY,
  he: SUNDAY_TO_THURSDAY,
};

/**
 * The working days of a console language, first to last: what a copy "to the working days" takes.
 * Each language's text for such a copy names these days (access-control's workingDays test).
 */
export function workingDays(lang: string): readonly DayOfWeek[] {
  return (isLanguageCode(lang) ? WORK_WEEKS[lang] : undefined) ?? MONDAY_TO_FRIDAY;
}
