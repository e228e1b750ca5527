import { Link as RouterLink } from 'react-router-dom';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { holidayNamesGroup, holidayNamesZone, isUsedHoliday, useHolidayGroupQuery, type HolidayRow } from '@tac/goform';
import { Link, Text } from '@tac/ui';
import { ACCESS_CONTROL_PATHS as P } from '../paths';
import { holidayWithAction } from './holidayText';

/** The holidays that change a time zone's hours (`zone`) or a group's (`group`, through any of its `zones`). */
function applying(holidays: readonly HolidayRow[], of: { zone: number } | { group: number; zones: readonly number[] }) {
  return holidays.filter(
    (h) =>
      isUsedHoliday(h) &&
      ('zone' in of ? holidayNamesZone(h, of.zone) : holidayNamesGroup(h, of.group) && of.zones.some((z) => holidayNamesZone(h, z))),
  );
}

/** "Holidays: New Year (closed), …", linked to the Holidays screen; nothing while none applies. */
export function HolidaysLine({ of }: { of: { zone: number } | { group: number; zones: readonly number[] } }) {
  const { t } = useTranslation('accessControl');
  const { list } = useLocaleFormat();
  const holidays = applying(useHolidayGroupQuery().data?.items ?? [], of);
  if (holidays.length === 0) return null;
  return (
    <Text fontSize="sm">
      {t('holidays.applying')}{' '}
      <Link asChild>
        <RouterLink to={P.holidays}>{list(holidays.map((h) => holidayWithAction(h, t)))}</RouterLink>
      </Link>
    </Text>
  );
}
