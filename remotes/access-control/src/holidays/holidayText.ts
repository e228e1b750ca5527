import type { TFunction } from 'i18next';
import type { HolidayRow } from '@tac/goform';

/** What a holiday does, in a few words: "New Year (closed)", "Christmas Eve (hours of time zone 3)". */
export function holidayWithAction(holiday: HolidayRow, t: TFunction): string {
  return holiday.action === 'closed'
    ? t('accessControl:holidays.withClosed', { name: holiday.name })
    : t('accessControl:holidays.withZone', { name: holiday.name, zone: t('accessControl:timeZone.zoneName', { zone: holiday.zone }) });
}
